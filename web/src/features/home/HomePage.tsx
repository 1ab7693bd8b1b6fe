import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { useAuth } from '../../lib/session';

const SHORTCUTS = [
  { to: '/site', title: 'Communities', text: 'Profiles of 951 Saskatchewan communities.' },
  {
    to: '/facilitiespool',
    title: 'Facilities',
    text: 'The healthcare facility directory and readiness.',
  },
  { to: '/tech', title: 'Technologies', text: 'The virtual-care technology repository.' },
  {
    to: '/clinical-needs/',
    title: 'Clinical needs',
    text: 'Needs stated as problem, population and outcome.',
  },
  {
    to: '/chat',
    title: 'Ask Echo',
    text: 'Questions about communities, facilities and technologies.',
  },
  { to: '/whats-new', title: "What's new", text: 'News from the hub.' },
];

export default function HomePage() {
  const { user } = useAuth();
  const name = user?.displayName?.split(' ')[0];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {name ? `Welcome, ${name}` : 'Welcome'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Where would you like to start?
      </Typography>
      <Grid container spacing={2}>
        {SHORTCUTS.map((s) => (
          <Grid key={s.to} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={s.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {s.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {s.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
