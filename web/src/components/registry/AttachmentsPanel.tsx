import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import {
  ATTACHMENT_TYPES,
  type Attachment,
  type AttachmentRegistry,
} from '@hta/functions/contract';

import type { ApiError } from '../../lib/apiErrors';
import {
  downloadAttachment,
  fileProblem,
  removeAttachment,
  uploadAttachment,
} from '../../lib/files';
import { fileSize } from '../../lib/fileSize';
import { useNotify } from '../notifications/NotificationProvider';
import { date } from '../../lib/format';

const ACCEPT = Object.values(ATTACHMENT_TYPES)
  .flat()
  .map((e) => `.${e}`)
  .join(',');

/** A record's files: list, download, upload (with progress), remove. */
export function AttachmentsPanel({
  registry,
  recordId,
  attachments,
  canUpload = true,
}: {
  registry: AttachmentRegistry;
  recordId: string;
  attachments: Attachment[];
  canUpload?: boolean;
}) {
  const notify = useNotify();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // The record's registry: its page shows the files, and its list may show their count.
  const refresh = () => client.invalidateQueries({ queryKey: [registry] });

  const upload = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) {
      notify({ type: 'negative', message: `${file.name}: ${problem}`, timeout: 0 });
      return;
    }
    setBusy(true);
    const progress = notify({
      type: 'ongoing',
      message: `Uploading ${file.name}…`,
      progress: 0,
      timeout: 0,
    });
    try {
      await uploadAttachment(registry, recordId, file, (f) =>
        progress.update({ progress: Math.round(f * 100) }),
      );
      progress.dismiss();
      notify({ type: 'positive', message: `${file.name} is attached.` });
      await refresh();
    } catch (error) {
      progress.dismiss();
      notify({
        type: 'negative',
        message: `${file.name} was not attached: ${(error as ApiError).message}`,
        timeout: 0,
      });
    } finally {
      setBusy(false);
    }
  };

  const run = async (action: () => Promise<unknown>, failure: string) => {
    try {
      await action();
    } catch (error) {
      notify({ type: 'negative', message: `${failure} ${(error as Error).message}` });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          Files ({attachments.length})
        </Typography>
        {canUpload && (
          <>
            <Button
              startIcon={<AttachFileIcon />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              Attach a file
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept={ACCEPT}
              aria-label="File to attach"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
          </>
        )}
      </Stack>
      {attachments.length === 0 ? (
        <Typography color="text.secondary">
          No files. PDF, images, Word, Excel or CSV up to 20 MB.
        </Typography>
      ) : (
        <List dense>
          {attachments.map((a) => (
            <ListItem
              key={a.id}
              disableGutters
              secondaryAction={
                <>
                  <IconButton
                    aria-label={`Download ${a.name}`}
                    onClick={() =>
                      void run(() => downloadAttachment(registry, recordId, a), 'Download failed.')
                    }
                  >
                    <DownloadIcon />
                  </IconButton>
                  {canUpload && (
                    <IconButton
                      aria-label={`Remove ${a.name}`}
                      onClick={() =>
                        void run(async () => {
                          await removeAttachment(registry, recordId, a.id);
                          await refresh();
                        }, 'Removing failed.')
                      }
                    >
                      <DeleteIcon />
                    </IconButton>
                  )}
                </>
              }
            >
              <ListItemText
                primary={a.name}
                secondary={`${fileSize(a.size)} · ${a.uploadedBy} · ${date(a.uploadedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
