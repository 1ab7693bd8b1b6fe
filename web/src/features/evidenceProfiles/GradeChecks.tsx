// GRADE's checks of an outcome's ratings against its effect (the contract's outcomeChecks, the
// same the server runs on saving), shown as the person types: errors the save will refuse,
// warnings it keeps beside the outcome.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';

import { outcomeChecks, type EvidenceProfileFieldsInput } from '@hta/functions/contract';

export function GradeChecks({ index }: { index: number }) {
  const { control } = useFormContext<EvidenceProfileFieldsInput>();
  const outcome = useWatch({ control, name: `outcomes.${index}` });
  const checks = outcomeChecks(outcome);
  if (checks.length === 0) return null;
  return (
    <Stack spacing={1} aria-live="polite" aria-label={`GRADE checks of outcome ${index + 1}`}>
      {checks.map((c) => (
        <Alert
          key={`${c.path}-${c.message}`}
          role="note"
          severity={c.level === 'error' ? 'error' : 'warning'}
        >
          {c.level === 'error' ? 'Refused on saving: ' : 'GRADE: '}
          {c.message}
        </Alert>
      ))}
    </Stack>
  );
}
