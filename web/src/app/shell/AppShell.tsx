import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';

import { useSession } from '../../lib/session';
import { useNotify } from '../../components/notifications/NotificationProvider';
import { takeGuardNotice } from '../guardNotice';
import { pageNamed } from '../features';
import { routeTable } from '../routeTable';
import { canOpen } from './navGroups';
import { navigation } from './navigation';
import { NoAccess } from './NoAccess';
import { QueuedWritesStatus } from './QueuedWritesStatus';
import { UserMenu } from './UserMenu';

const DRAWER_WIDTH = 264;

/** Actions pages offer on every page (a feature page's `action`), loaded when first shown. */
const ACTIONS = routeTable.flatMap((entry) => {
  const action = pageNamed(entry.page).action;
  return action ? [{ access: entry.access, Action: lazy(action) }] : [];
});

function ShellActions({ who }: { who: { signedIn: boolean; admin: boolean } }) {
  return (
    <Suspense fallback={null}>
      {ACTIONS.filter((a) => canOpen(a.access, who)).map(({ Action }, i) => (
        <Action key={i} />
      ))}
    </Suspense>
  );
}

function NavigationList({ onNavigate }: { onNavigate?: () => void }) {
  const { user, claims } = useSession();
  // An account without access is a visitor everywhere.
  const who = { signedIn: user !== null && claims.staff, admin: claims.admin && claims.staff };
  return (
    <Box component="nav" aria-label="Main">
      {navigation.map((group) => {
        const items = group.items.filter((item) => canOpen(item.access, who));
        if (items.length === 0) return null;
        return (
          <List
            key={group.label}
            dense
            subheader={<ListSubheader disableSticky>{group.label}</ListSubheader>}
          >
            {items.map((item) => (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  onClick={onNavigate}
                  sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
                >
                  <ListItemText primary={item.title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      })}
    </Box>
  );
}

/** The app shell: top bar with the user menu, a navigation drawer grouped by area, the page. */
export function AppShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { user, claims } = useSession();
  const notify = useNotify();
  useEffect(() => {
    setOpen(false);
    const notice = takeGuardNotice();
    if (notice) notify({ type: 'info', message: notice });
  }, [location.pathname, notify]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to content
      </Link>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          {!permanent && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation"
              onClick={() => setOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component={RouterLink}
            to="/home"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, fontWeight: 600 }}
          >
            HTA Hub
          </Typography>
          <ShellActions who={{ signedIn: user !== null && claims.staff, admin: claims.admin }} />
          {user && <QueuedWritesStatus />}
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={permanent ? 'permanent' : 'temporary'}
        open={permanent || open}
        onClose={() => setOpen(false)}
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <NavigationList onNavigate={permanent ? undefined : () => setOpen(false)} />
      </Drawer>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, sm: 3 },
          maxWidth: wide ? 1920 : 1440,
          outline: 'none',
        }}
      >
        <Toolbar />
        {user && !claims.staff ? <NoAccess email={user.email} /> : children}
      </Box>
    </Box>
  );
}
