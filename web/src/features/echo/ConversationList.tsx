import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { ConversationSummary } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { useConversations, useDeleteConversation, useRenameConversation } from './api';
import { dateTime } from '../../lib/format';

export function ConversationList({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const list = useConversations();
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const notify = useNotify();
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [title, setTitle] = useState('');
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);

  const saveTitle = async () => {
    if (!renaming) return;
    try {
      await rename.mutateAsync({ id: renaming.id, title });
      setRenaming(null);
    } catch (e) {
      notify({ type: 'negative', message: (e as Error).message });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      if (deleting.id === selected) onSelect(null);
      setDeleting(null);
    } catch (e) {
      notify({ type: 'negative', message: (e as Error).message });
    }
  };

  return (
    <nav aria-label="Conversations">
      <Button fullWidth variant="outlined" startIcon={<AddIcon />} onClick={() => onSelect(null)}>
        New conversation
      </Button>
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.isPending && <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />}
      <List dense>
        {list.data?.conversations.map((c) => (
          <ListItem
            key={c.id}
            disablePadding
            secondaryAction={
              <>
                <IconButton
                  size="small"
                  aria-label={`Rename ${c.title}`}
                  onClick={() => {
                    setRenaming(c);
                    setTitle(c.title);
                  }}
                >
                  <EditIcon fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Delete ${c.title}`}
                  onClick={() => setDeleting(c)}
                >
                  <DeleteIcon fontSize="inherit" />
                </IconButton>
              </>
            }
          >
            <ListItemButton
              selected={c.id === selected}
              onClick={() => onSelect(c.id)}
              // Room for the two actions (2 × 30 px) and the list's 16 px inset.
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={c.title}
                secondary={dateTime(c.updatedAt)}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Dialog open={Boolean(renaming)} onClose={() => setRenaming(null)} fullWidth maxWidth="xs">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void saveTitle();
          }}
        >
          <DialogTitle>Rename conversation</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 120 } }}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRenaming(null)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!title.trim()}>
              Rename
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete “{deleting?.title}”?</DialogTitle>
        <DialogContent>The conversation and its answers will be gone.</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </nav>
  );
}
