// "Reassessment due" beside a technology's card on the lifecycle board, linked to its follow-up;
// its reasons are the chip's accessible description. One answer serves every card.
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import { useApiQuery } from '../../lib/api';

export default function ReassessmentMarker({ technologyId }: { technologyId: string }) {
  const due = useApiQuery('followUp.due', {});
  const item = due.data?.items.find((d) => d.technologyId === technologyId);
  if (!item) return null;
  const why = item.reasons.join(' ');
  return (
    <Tooltip title={why}>
      <Chip
        size="small"
        color="warning"
        label="Reassessment due"
        component={RouterLink}
        to={paths.followUpPlan(item.planId)}
        clickable
        aria-label={`Reassessment due for ${item.technologyName ?? 'this technology'}: ${why}`}
      />
    </Tooltip>
  );
}
