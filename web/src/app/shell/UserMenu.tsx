import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { paths } from '../paths';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { useSession } from '../../lib/session';
import { signOut, signOutEverywhere } from '../../lib/firebase';
import { useThemeMode, type ThemeChoice } from '../themeMode';

const THEME_LABELS: Record<ThemeChoice, string> = {
  light: 'Light theme',
  dark: 'Dark theme',
  system: 'Theme of the system',
};

export function UserMenu() {
  const { user, claims } = useSession();
  const { choice, choose } = useThemeMode();
  const notify = useNotify();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  if (!user) {
    return (
      <Button
        color="inherit"
        component={RouterLink}
        to={`${paths.login}?from=${encodeURIComponent(location.pathname)}`}
      >
        Sign in
      </Button>
    );
  }

  const label = user.displayName ?? user.email ?? 'Account';
  const run = (action: () => Promise<void>, failure: string) => async () => {
    close();
    try {
      await action();
    } catch {
      notify({ type: 'negative', message: failure });
    }
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Account menu for ${label}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>
          {label.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem disabled sx={{ display: 'block', opacity: '1 !important' }}>
          <Typography variant="subtitle2">{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
            {claims.admin ? ' · Administrator' : ''}
          </Typography>
        </MenuItem>
        <Divider />
        {(Object.keys(THEME_LABELS) as ThemeChoice[]).map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={choice === option}
            onClick={() => {
              choose(option);
              close();
            }}
          >
            <ListItemIcon>{choice === option && <CheckIcon fontSize="small" />}</ListItemIcon>
            {THEME_LABELS[option]}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={run(signOut, 'Sign-out failed. Try again.')}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          Sign out
        </MenuItem>
        <MenuItem
          onClick={run(signOutEverywhere, 'Could not sign out of your other devices. Try again.')}
        >
          <ListItemIcon>
            <PhonelinkEraseIcon />
          </ListItemIcon>
          Sign out on all devices
        </MenuItem>
      </Menu>
    </>
  );
}
