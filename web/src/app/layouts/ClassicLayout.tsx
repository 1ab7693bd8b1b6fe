import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Outlet, Link as RouterLink } from 'react-router-dom';

/** Layout 1 (/old): the classic, plain layout. */
export default function ClassicLayout() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="overline" component="p">
        <Link component={RouterLink} to="/home">
          HTA Hub
        </Link>{' '}
        · classic view
      </Typography>
      <Outlet />
    </Container>
  );
}
