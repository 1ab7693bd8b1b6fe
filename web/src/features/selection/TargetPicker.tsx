import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import { RecordPicker } from '../../components/form/FormParts';
import { useCommunityOptions, useNeedOptions } from '../../lib/recordOptions';
import { useRecord } from '../../lib/registries';

export type Kind = 'need' | 'community';

/** What the candidates are for: a clinical need or a community, and which one. */
export function TargetPicker({
  kind,
  targetId,
  onPick,
}: {
  kind: Kind;
  targetId: string;
  onPick: (kind: Kind, id: string | null) => void;
}) {
  // The chosen record's name, for the picker (it may not be among the first options).
  const need = useRecord('clinicalNeeds', kind === 'need' ? targetId : '');
  const community = useRecord('communities', kind === 'community' ? targetId : '');
  const targetName = kind === 'need' ? need.data?.need.title : community.data?.community.name;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          value={kind}
          onChange={(_, k: Kind | null) => k && onPick(k, null)}
          aria-label="Select for"
          size="small"
        >
          <ToggleButton value="need">For a clinical need</ToggleButton>
          <ToggleButton value="community">For a community</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1, maxWidth: 520 }}>
          <RecordPicker
            key={`${kind}:${targetName ?? ''}`}
            label={kind === 'need' ? 'Clinical need' : 'Community'}
            multiple={false}
            useOptions={kind === 'need' ? useNeedOptions : useCommunityOptions}
            initialOptions={targetName ? [{ id: targetId, name: targetName }] : []}
            value={targetId || null}
            onChange={(v) => onPick(kind, typeof v === 'string' ? v : null)}
            error={undefined}
            helperText={
              kind === 'community'
                ? 'Matched on the clinical areas of the needs naming it.'
                : undefined
            }
          />
        </Box>
      </Stack>
    </Paper>
  );
}
