// The census division map, in its own chunk: the boundaries and d3-geo load only on this page.
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

import type { DivisionFigures } from '@hta/functions/contract';

import { Choropleth } from '../../components/maps/Choropleth';
import divisions from '../../data/geo/sk_census_divisions.topo.json';
import { measureOf, type MeasureKey } from './measures';

type Props = { CDUID: string; CDNAME: string };

const topology = divisions as unknown as Topology<{ census_divisions: GeometryCollection<Props> }>;
const shapes: FeatureCollection<Geometry, Props> = feature<Props>(
  topology,
  topology.objects.census_divisions,
);

export default function CensusDivisionMap({
  figures,
  measure,
  chosen,
  onChoose,
}: {
  figures: DivisionFigures[];
  measure: MeasureKey;
  chosen: string | null;
  onChoose: (uid: string) => void;
}) {
  const byUid = new Map(figures.map((f) => [f.uid, f]));
  const { label, format } = measureOf(measure);
  return (
    <Choropleth
      shapes={shapes}
      areaOf={(p) => ({ id: p.CDUID, name: p.CDNAME })}
      valueOf={(uid) => byUid.get(uid)?.[measure] ?? null}
      format={format}
      label={`Census divisions coloured by ${label.toLowerCase()}`}
      chosen={chosen}
      onChoose={onChoose}
    />
  );
}
