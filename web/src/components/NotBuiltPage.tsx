import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router-dom';

/** An honest panel for a page whose issue has not been built: its title and where to go instead. */
export default function NotBuiltPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? 'This page';
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography
        sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}
        color="text.secondary"
      >
        <ConstructionIcon aria-hidden /> This page is not built yet.
      </Typography>
      <Button component={RouterLink} to="/home" variant="outlined">
        Back to home
      </Button>
    </Paper>
  );
}
