import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { dateTime } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';

/** A list's largest page (the contract's). */
const MAX_PAGE = 100;

/**
 * The selections saved for this need or community (only once one is chosen), newest first, 20
 * more at a time. Asked by the page, beside the ranking, rather than once the ranking is shown.
 */
export function useSavedSelections(
  target: { needId: string } | { communityId: string },
  enabled: boolean,
) {
  const [pages, setPages] = useState(1);
  const query = useApiQuery(
    'selections.list',
    { pageSize: Math.min(MAX_PAGE, 20 * pages), filters: target },
    { enabled, placeholderData: keepPreviousData },
  );
  return { query, more: () => setPages((n) => n + 1), reset: () => setPages(1) };
}

export function SavedSelections({
  saved: { query: saved, more },
  nameOf,
}: {
  saved: ReturnType<typeof useSavedSelections>;
  /** A technology's name, where the ranking knows it. */
  nameOf: (id: string) => string | undefined;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="saved-selections">
        Saved selections ({saved.data?.total ?? '…'})
      </Typography>
      {saved.data && saved.data.items.length === 0 && (
        <Typography color="text.secondary">None saved yet.</Typography>
      )}
      <List dense aria-labelledby="saved-selections">
        {saved.data?.items.map((s) => (
          <ListItem key={s.id} disableGutters>
            <ListItemText
              primary={s.title}
              secondary={`${s.technologyIds.map((id) => nameOf(id) ?? id).join(', ')} — ${s.createdByEmail ?? 'someone'}, ${dateTime(s.createdAt) ?? ''}`}
            />
          </ListItem>
        ))}
      </List>
      {saved.data &&
        saved.data.total > saved.data.items.length &&
        (saved.data.items.length < MAX_PAGE ? (
          <Button onClick={more} disabled={saved.isFetching}>
            Show more ({saved.data.total - saved.data.items.length} more)
          </Button>
        ) : (
          <Typography color="text.secondary">
            The {MAX_PAGE} newest of {saved.data.total} saved selections.
          </Typography>
        ))}
    </Paper>
  );
}
