// The PRISMA 2020 flow diagram drawn from its model (prismaDiagram in the contract): an SVG with
// a title and a text alternative naming every box and its count.
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';

import { prismaDiagram, type PrismaCounts } from '@hta/functions/contract';

/** `demo`: the counts are of invented records, and the figure's title says so. */
export function PrismaFigure({ counts, demo = false }: { counts: PrismaCounts; demo?: boolean }) {
  const theme = useTheme();
  const id = useId();
  const d = prismaDiagram(counts);
  const ink = theme.palette.text.primary;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`-2 -2 ${d.width + 4} ${d.height + 4}`}
      style={{ width: '100%', maxWidth: d.width, height: 'auto' }}
      data-testid="prisma-diagram"
    >
      <title id={`${id}-title`}>
        {demo ? 'PRISMA 2020 flow diagram (demo: invented records)' : 'PRISMA 2020 flow diagram'}
      </title>
      <desc id={`${id}-desc`}>{d.description}</desc>
      <defs>
        <marker
          id={`${id}-arrow`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={ink} />
        </marker>
      </defs>
      {d.arrows.map((a) => (
        <line
          key={`${a.from}-${a.to}`}
          x1={a.points[0]}
          y1={a.points[1]}
          x2={a.points[2]}
          y2={a.points[3]}
          stroke={ink}
          markerEnd={`url(#${id}-arrow)`}
        />
      ))}
      {d.boxes.map((b) => (
        <g key={b.id} data-box={b.id} data-n={b.n}>
          <rect
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            rx={4}
            fill={theme.palette.background.paper}
            stroke={b.id === 'included' ? theme.palette.primary.main : ink}
            strokeWidth={b.id === 'included' ? 2 : 1}
          />
          <text x={b.x + 10} y={b.y + 10} fontSize={12} fill={ink}>
            {b.lines.map((line, i) => (
              <tspan key={i} x={b.x + 10} dy={i === 0 ? 12 : 16}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
    </svg>
  );
}
