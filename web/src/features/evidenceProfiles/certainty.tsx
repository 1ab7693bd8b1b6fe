// A certainty as Summary of Findings tables show it: its symbols (⊕⊕◯◯) and its word.
import Box from '@mui/material/Box';

import { CERTAINTY_LEVELS, type Certainty } from '@hta/functions/contract';

const colours: Record<Certainty, string> = {
  high: 'success.dark',
  moderate: 'info.dark',
  low: 'warning.dark',
  'very low': 'error.dark',
};

const certaintySymbols = (level: Certainty) => {
  const filled = CERTAINTY_LEVELS.indexOf(level) + 1;
  return '⊕'.repeat(filled) + '◯'.repeat(CERTAINTY_LEVELS.length - filled);
};

export function CertaintyLabel({ level }: { level: Certainty }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', color: colours[level], fontWeight: 500 }}>
      <span aria-hidden>{certaintySymbols(level)} </span>
      {level.charAt(0).toUpperCase() + level.slice(1)}
    </Box>
  );
}
