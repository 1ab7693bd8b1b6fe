// The census division choropleth, in its own chunk: the boundaries and d3-geo load only here.
// SVG drawn from the TopoJSON in the app itself: no tile server, works offline.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { geoConicEqualArea, geoPath } from 'd3-geo';
import { interpolateBlues } from 'd3-scale-chromatic';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

import type { DivisionFigures } from '@hta/functions/contract';

import divisions from '../../data/geo/sk_census_divisions.topo.json';
import { formatted, measureOf, type MeasureKey } from './measures';

type Props = { CDUID: string; CDNAME: string };

const topology = divisions as unknown as Topology<{ census_divisions: GeometryCollection<Props> }>;
const shapes: FeatureCollection<Geometry, Props> = feature<Props>(
  topology,
  topology.objects.census_divisions,
);

const WIDTH = 360;
const HEIGHT = 520;
// An equal-area conic centred on Saskatchewan: areas compare truly, as a choropleth needs.
const projection = geoConicEqualArea()
  .parallels([50, 58])
  .rotate([106, 0])
  .fitSize([WIDTH, HEIGHT], shapes);
const path = geoPath(projection);
const CLASSES = 5;

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
  const values = figures.flatMap((f) => (f[measure] === null ? [] : [f[measure]]));
  const min = Math.min(...values);
  const max = Math.max(...values);
  // Five equal classes between the lowest and highest division.
  const classOf = (v: number) =>
    max === min
      ? CLASSES - 1
      : Math.min(CLASSES - 1, Math.floor(((v - min) / (max - min)) * CLASSES));
  const colour = (k: number) => interpolateBlues(0.15 + (0.8 * k) / (CLASSES - 1));
  const format = measureOf(measure).format;
  return (
    <Stack spacing={1}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label={`Census divisions coloured by ${measureOf(measure).label.toLowerCase()}`}
        sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
      >
        {shapes.features.map((f: Feature<Geometry, Props>) => {
          const d = byUid.get(f.properties.CDUID);
          const value = d?.[measure] ?? null;
          const label = `${f.properties.CDNAME}: ${d ? formatted(d, measure) : 'no figures'}`;
          const isChosen = chosen === f.properties.CDUID;
          return (
            <path
              key={f.properties.CDUID}
              d={path(f) ?? undefined}
              fill={value === null ? '#ddd' : colour(classOf(value))}
              stroke={isChosen ? '#d84315' : '#555'}
              strokeWidth={isChosen ? 2.5 : 0.6}
              role="button"
              tabIndex={0}
              aria-label={label}
              aria-pressed={isChosen}
              style={{ cursor: 'pointer', outlineOffset: -2 }}
              onClick={() => onChoose(f.properties.CDUID)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onChoose(f.properties.CDUID);
                }
              }}
            >
              <title>{label}</title>
            </path>
          );
        })}
      </Box>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        aria-hidden
      >
        {Array.from({ length: CLASSES }, (_, k) => (
          <Stack key={k} direction="row" spacing={0.5} sx={{ alignItems: 'center', mr: 1 }}>
            <Box sx={{ width: 14, height: 14, bgcolor: colour(k), border: '1px solid #555' }} />
            <Typography variant="caption">
              {format(min + ((max - min) * k) / CLASSES)}–
              {format(min + ((max - min) * (k + 1)) / CLASSES)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
