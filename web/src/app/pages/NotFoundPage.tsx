import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, wordBreak: 'break-all' }}>
        There is no page at {pathname}. It may have moved, or the link may be mistyped.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/home">
        Go to the home page
      </Button>
    </Container>
  );
}
