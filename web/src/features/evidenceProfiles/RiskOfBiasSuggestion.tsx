// Beside an outcome's risk-of-bias rating in the form: the rating its studies' risk-of-bias
// assessments suggest (weighted by participants) with the rule, from the appraisals' own answer
// (robAssessments.table). Rating otherwise needs a reason: the server refuses it without one.
import Typography from '@mui/material/Typography';

import { useApiQuery } from '../../lib/api';

export function RiskOfBiasSuggestion({
  profileId,
  index,
  rated,
}: {
  profileId: string;
  index: number;
  rated: string | undefined;
}) {
  const query = useApiQuery('robAssessments.table', { profileId });
  if (query.isPending) return null;
  if (query.error)
    return (
      <Typography variant="caption" color="error">
        The studies’ risk-of-bias assessments could not be loaded.
      </Typography>
    );
  const s = query.data.suggestions[index];
  if (!s?.suggestion)
    return (
      <Typography variant="caption" component="div">
        No suggestion: none of this outcome’s studies is assessed for risk of bias yet.
      </Typography>
    );
  const differs = s.suggestion.rating !== (rated ?? 'not serious');
  return (
    <Typography
      variant="caption"
      component="div"
      aria-live="polite"
      color={differs ? 'warning.main' : 'text.secondary'}
    >
      Suggested from the studies’ appraisals: <strong>{s.suggestion.rating}</strong>.{' '}
      {s.suggestion.because}
      {differs && ' You rate it otherwise: say why.'} Rule: {s.rule}
    </Typography>
  );
}
