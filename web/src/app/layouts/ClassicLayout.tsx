import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Outlet, Link as RouterLink } from 'react-router-dom';

import { navigation } from '../shell/navigation';

/**
 * Layout 1 (/old): the classic, plain layout. Its pages get the navigation from it (the outlet's
 * context): a page is loaded through the list of features, so it cannot import what that list
 * makes without an import loop.
 */
export default function ClassicLayout() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="overline" component="p">
        <Link component={RouterLink} to="/home">
          HTA Hub
        </Link>{' '}
        · classic view
      </Typography>
      <Outlet context={navigation} />
    </Container>
  );
}
