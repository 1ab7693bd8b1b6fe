import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import type { ApiError } from '../../lib/apiErrors';
import { RecordState } from './RecordParts';

/**
 * The list beside a chosen record (pathways, fee estimates): loading, error and empty states, and
 * the records as buttons, the chosen one marked.
 */
export function RecordSideList<Item extends { id: string }>({
  label,
  query,
  chosen,
  onOpen,
  primary,
  secondary,
  empty,
}: {
  label: string;
  query: {
    isPending: boolean;
    error: ApiError | null;
    data: { items: Item[] } | undefined;
    refetch: () => Promise<unknown>;
  };
  chosen: string | null;
  onOpen: (id: string) => void;
  primary: (item: Item) => string;
  secondary: (item: Item) => string;
  empty: string;
}) {
  const items = query.data?.items ?? [];
  return (
    <Paper variant="outlined">
      {query.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading" />}
      {query.error && (
        <RecordState isPending={false} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.data && items.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {empty}
        </Typography>
      )}
      <List aria-label={label} dense>
        {items.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              selected={item.id === chosen}
              aria-current={item.id === chosen ? 'page' : undefined}
              onClick={() => onOpen(item.id)}
            >
              <ListItemText primary={primary(item)} secondary={secondary(item)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
