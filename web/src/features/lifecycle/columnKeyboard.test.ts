import { describe, expect, it } from 'vitest';

import { nextColumn } from './columnKeyboard';

const column = (id: string, left: number, top = 0) => ({
  id,
  rect: { left, top, width: 200, height: 600 },
});
const board = [column('proposed', 0), column('screening', 220), column('evaluation', 440)];
const cardIn = (left: number, top = 100) => ({ left: left + 10, top, width: 180, height: 80 });

describe('nextColumn', () => {
  it('goes to the adjacent column to the right or left', () => {
    expect(nextColumn(board, cardIn(220), 'ArrowRight')?.id).toBe('evaluation');
    expect(nextColumn(board, cardIn(220), 'ArrowLeft')?.id).toBe('proposed');
  });

  it('stays put at the edge of the board', () => {
    expect(nextColumn(board, cardIn(440), 'ArrowRight')).toBeNull();
    expect(nextColumn(board, cardIn(0), 'ArrowLeft')).toBeNull();
  });

  it('goes down and up where the columns stack (a phone)', () => {
    const stacked = [column('a', 0, 0), column('b', 0, 700), column('c', 0, 1400)].map((c) => ({
      ...c,
      rect: { ...c.rect, height: 650 },
    }));
    expect(nextColumn(stacked, cardIn(0, 100), 'ArrowDown')?.id).toBe('b');
    expect(nextColumn(stacked, cardIn(0, 800), 'ArrowUp')?.id).toBe('a');
    expect(nextColumn(stacked, cardIn(0, 100), 'ArrowRight')).toBeNull();
  });

  it('ignores keys that are not arrows', () => {
    expect(nextColumn(board, cardIn(0), 'Space')).toBeNull();
  });
});
