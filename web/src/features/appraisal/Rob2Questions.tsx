// RoB 2's signalling questions for some domains, each a row of radio buttons (arrow keys move
// between the answers; Tab to the next question), a question the tool does not ask given the
// earlier answers shown as NA; under each domain, its judgement by the tool's algorithm as the
// answers come. Answers that become NA are dropped as they do, so what is saved is what is asked.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import {
  ANSWERS,
  ANSWER_NAMES,
  ROB2_DOMAINS,
  ROB2_QUESTIONS,
  rob2Applies,
  rob2Domain,
  rob2QuestionsOf,
  type Rob2Answers,
  type Rob2Domain,
  type Rob2Question,
} from '@hta/functions/contract';

/** The answers without those the tool no longer asks. */
function asked(answers: Rob2Answers): Rob2Answers {
  let current = answers;
  // Dropping one answer can make a later question NA: repeat until nothing changes.
  for (;;) {
    const kept = Object.fromEntries(
      Object.entries(current).filter(([q]) => rob2Applies(q as Rob2Question, current)),
    ) as Rob2Answers;
    if (Object.keys(kept).length === Object.keys(current).length) return kept;
    current = kept;
  }
}

export function Rob2Questions({
  domains,
  value,
  onChange,
  idPrefix,
  errors,
}: {
  domains: readonly Rob2Domain[];
  value: Rob2Answers;
  onChange: (answers: Rob2Answers) => void;
  idPrefix: string;
  errors?: Partial<Record<string, string>>;
}) {
  return (
    <Stack spacing={2}>
      {domains.map((d) => {
        const result = rob2Domain(d, value);
        return (
          <Stack key={d} spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography variant="subtitle2" component="legend">
              {d}. {ROB2_DOMAINS[d]}
            </Typography>
            {rob2QuestionsOf(d).map((q) => {
              const applies = rob2Applies(q, value);
              const id = `${idPrefix}-q${q.replace('.', '-')}`;
              const error = errors?.[q];
              return (
                <FormControl key={q} disabled={!applies} error={Boolean(error)}>
                  <FormLabel id={id}>
                    {q} {ROB2_QUESTIONS[q]}
                    {!applies && ' — NA (not asked given the answers above)'}
                  </FormLabel>
                  {applies && (
                    <RadioGroup
                      row
                      aria-labelledby={id}
                      value={value[q] ?? ''}
                      onChange={(e) =>
                        onChange(asked({ ...value, [q]: e.target.value as Rob2Answers[typeof q] }))
                      }
                    >
                      {ANSWERS.map((a) => (
                        <FormControlLabel
                          key={a}
                          value={a}
                          control={<Radio size="small" />}
                          label={a}
                          title={ANSWER_NAMES[a]}
                          slotProps={{ typography: { 'aria-label': ANSWER_NAMES[a] } }}
                        />
                      ))}
                    </RadioGroup>
                  )}
                  {error && (
                    <Typography variant="caption" color="error" role="alert">
                      {error}
                    </Typography>
                  )}
                </FormControl>
              );
            })}
            <Typography variant="body2" role="status">
              Algorithm: <strong>{result.judgement ?? 'not judged yet'}</strong> — {result.because}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
