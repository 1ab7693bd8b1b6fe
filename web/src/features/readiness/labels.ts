import { READINESS_AREAS, type ReadinessScores } from '@hta/functions/contract';

import { fixed } from '../../lib/format';

export const areaTitle = (key: string) => READINESS_AREAS.find((a) => a.key === key)?.title ?? key;

export const scoreText = (n: number | null) => (n === null ? 'not scored' : fixed(n, 1));

/** Chip colours for a level: MUI's filled warning colour fails contrast, so "partly" stays plain. */
export const levelColour = (level: ReadinessScores['level']) =>
  level === 'ready' ? 'success' : level === 'not ready' ? 'error' : 'default';
