// Moving a card between the board's columns by keyboard: an arrow key jumps to the nearest column
// in its direction (left/right on a wide board, up/down where the columns stack), instead of
// dnd-kit's default of nudging the card a few pixels.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const DIRECTIONS: Record<string, { axis: 'x' | 'y'; sign: 1 | -1 }> = {
  ArrowRight: { axis: 'x', sign: 1 },
  ArrowLeft: { axis: 'x', sign: -1 },
  ArrowDown: { axis: 'y', sign: 1 },
  ArrowUp: { axis: 'y', sign: -1 },
};

const centre = (b: Box) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });

/** The nearest column in the key's direction from the card, or null at the board's edge. */
export function nextColumn<Id>(
  columns: ReadonlyArray<{ id: Id; rect: Box }>,
  card: Box,
  key: string,
): { id: Id; rect: Box } | null {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const from = centre(card);
  const other = direction.axis === 'x' ? 'y' : 'x';
  const ahead = columns
    .map((c) => {
      const to = centre(c.rect);
      return {
        column: c,
        along: (to[direction.axis] - from[direction.axis]) * direction.sign,
        across: Math.abs(to[other] - from[other]),
        // The card is over this column already.
        inside:
          from.x >= c.rect.left &&
          from.x <= c.rect.left + c.rect.width &&
          from.y >= c.rect.top &&
          from.y <= c.rect.top + c.rect.height,
      };
    })
    .filter((c) => c.along > 1 && !c.inside)
    .sort((a, b) => a.along + 2 * a.across - (b.along + 2 * b.across));
  return ahead[0]?.column ?? null;
}

/** dnd-kit's keyboard sensor, going column to column; other keys keep their default. */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const card = context.collisionRect;
  if (!card || !DIRECTIONS[event.code]) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.entries()].map(([id, rect]) => ({ id, rect }));
  const target = nextColumn(columns, card, event.code);
  if (!target) return currentCoordinates;
  return {
    x: target.rect.left + (target.rect.width - card.width) / 2,
    y: target.rect.top + Math.min(56, Math.max(0, target.rect.height - card.height) / 2),
  };
};
