import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

import { RECOMMENDATIONS } from '@hta/functions/contract';

import { FormText } from '../../../components/form/FormParts';
import { FormRadios } from './PrecedingStep';

/** Transferability, then the recommendation and why. */
export function ConclusionStep() {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormText
          name="transferability"
          label="Transferability"
          multiline
          minRows={3}
          helperText="Would the results hold elsewhere — other communities, facilities, regions? Scalability and generalisability."
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <FormRadios name="recommendation" label="Recommendation" options={RECOMMENDATIONS} />
          <FormText
            name="rationale"
            label="Rationale"
            multiline
            minRows={3}
            helperText="Why this recommendation: the domains and evidence that weigh most."
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
