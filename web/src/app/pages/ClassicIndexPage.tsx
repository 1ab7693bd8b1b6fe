import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useOutletContext } from 'react-router-dom';

import { useSession } from '../../lib/session';
import { canOpen, type NavGroup } from '../shell/navGroups';

/**
 * /old: the classic layout's index, a plain page of links to every section the person may open.
 * The navigation comes from the classic layout (its outlet's context).
 */
export default function ClassicIndexPage() {
  const navigation = useOutletContext<NavGroup[]>();
  const { user, claims } = useSession();
  const who = { signedIn: user !== null && claims.staff, admin: claims.admin && claims.staff };
  const groups = navigation
    .map((group) => ({
      ...group,
      items: group.items.filter((i) => canOpen(i.access, who)),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        All sections
      </Typography>
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {group.label}
          </Typography>
          <List dense>
            {group.items.map((item) => (
              <ListItem key={item.path} disableGutters>
                <Link component={RouterLink} to={item.path}>
                  {item.title}
                </Link>
              </ListItem>
            ))}
          </List>
        </section>
      ))}
    </>
  );
}
