// The COVID-19 zone map, in its own chunk: the boundaries and d3-geo load only on this page.
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

import { Choropleth } from '../../components/maps/Choropleth';
import regions from '../../data/geo/sk_health_regions.topo.json';

type Props = { HRUID: string; HRNAME: string; POP2020: number; POP2021: number };

const topology = regions as unknown as Topology<{ health_regions: GeometryCollection<Props> }>;
const shapes: FeatureCollection<Geometry, Props> = feature<Props>(
  topology,
  topology.objects.health_regions,
);

export default function HealthRegionMap({
  valueOf,
  format,
  label,
  chosen,
  onChoose,
}: {
  valueOf: (hruid: string) => number | null;
  format: (v: number) => string;
  label: string;
  chosen: string | null;
  onChoose: (hruid: string) => void;
}) {
  return (
    <Choropleth
      shapes={shapes}
      areaOf={(p) => ({ id: p.HRUID, name: p.HRNAME })}
      valueOf={valueOf}
      format={format}
      label={label}
      chosen={chosen}
      onChoose={onChoose}
    />
  );
}
