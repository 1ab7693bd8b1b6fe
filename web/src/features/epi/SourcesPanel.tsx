import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { Subject } from '@hta/functions/contract';

/** Where the figures come from (licence and required attribution), and what to keep in mind. */
export function SourcesPanel({ subject }: { subject: Subject }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Sources and caveats">
      <Typography variant="h6" component="h2" gutterBottom>
        Sources
      </Typography>
      {subject.sources.map((s) => (
        <Typography key={s.citation} variant="body2" sx={{ mb: 1 }}>
          {s.attribution} <em>Licence: {s.licence}.</em> {s.citation}
        </Typography>
      ))}
      <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 2 }}>
        Caveats
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {subject.caveats.map((c) => (
          <li key={c}>
            <Typography variant="body2">{c}</Typography>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
