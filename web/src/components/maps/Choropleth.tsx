// A choropleth drawn as SVG from TopoJSON with d3-geo: no tile server, works offline. Imported
// only by the lazy map modules of the pages that draw one (bench:first-load checks it).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { geoConicEqualArea, geoPath } from 'd3-geo';
import { interpolateBlues } from 'd3-scale-chromatic';
import type { FeatureCollection, Geometry } from 'geojson';

const WIDTH = 360;
const HEIGHT = 520;
const CLASSES = 5;

export interface Area {
  id: string;
  name: string;
}

/**
 * Areas coloured in five equal classes of `valueOf` (grey: no value); each is a button (Enter or
 * Space chooses it) named with its value, for keyboards and screen readers.
 */
export function Choropleth<P extends Record<string, unknown>>({
  shapes,
  areaOf,
  valueOf,
  format,
  label,
  chosen,
  onChoose,
}: {
  shapes: FeatureCollection<Geometry, P>;
  areaOf: (properties: P) => Area;
  valueOf: (id: string) => number | null;
  format: (value: number) => string;
  label: string;
  chosen: string | null;
  onChoose?: (id: string) => void;
}) {
  // An equal-area conic centred on Saskatchewan: areas compare truly, as a choropleth needs.
  const projection = geoConicEqualArea()
    .parallels([50, 58])
    .rotate([106, 0])
    .fitSize([WIDTH, HEIGHT], shapes);
  const path = geoPath(projection);
  const values = shapes.features.flatMap((f) => {
    const v = valueOf(areaOf(f.properties).id);
    return v === null ? [] : [v];
  });
  const min = Math.min(...values);
  const max = Math.max(...values);
  const classOf = (v: number) =>
    max === min
      ? CLASSES - 1
      : Math.min(CLASSES - 1, Math.floor(((v - min) / (max - min)) * CLASSES));
  const colour = (k: number) => interpolateBlues(0.15 + (0.8 * k) / (CLASSES - 1));
  return (
    <Stack spacing={1}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label={label}
        sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
      >
        {shapes.features.map((f) => {
          const area = areaOf(f.properties);
          const value = valueOf(area.id);
          const name = `${area.name}: ${value === null ? 'not known' : format(value)}`;
          const isChosen = chosen === area.id;
          const choose = onChoose ? () => onChoose(area.id) : undefined;
          return (
            <path
              key={area.id}
              d={path(f) ?? undefined}
              fill={value === null ? '#ddd' : colour(classOf(value))}
              stroke={isChosen ? '#d84315' : '#555'}
              strokeWidth={isChosen ? 2.5 : 0.6}
              role={choose ? 'button' : 'img'}
              tabIndex={choose ? 0 : undefined}
              aria-label={name}
              aria-pressed={choose ? isChosen : undefined}
              style={{ cursor: choose ? 'pointer' : undefined, outlineOffset: -2 }}
              onClick={choose}
              onKeyDown={(e) => {
                if (choose && (e.key === 'Enter' || e.key === ' ')) {
                  e.preventDefault();
                  choose();
                }
              }}
            >
              <title>{name}</title>
            </path>
          );
        })}
      </Box>
      {values.length > 0 && (
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
      )}
    </Stack>
  );
}
