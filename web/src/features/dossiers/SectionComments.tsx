// The comments on one section of a dossier's version, beside it: each with who wrote it and
// when, resolved or open; the lead (or an admin) resolves; reviewers, the lead and admins write
// new ones until the version is approved (rules.ts decides both, as the server does).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import type { DossierComment, DossierSection } from '@hta/functions/contract';

import { dateTime } from '../../components/registry/RecordParts';
import { useApiMutation } from '../../lib/api';
import { newRequestId } from '../../lib/requestIds';

/** A section's name inside a sentence: "Budget impact" → "budget impact", "MAST …" kept. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

export function SectionComments({
  dossierId,
  section,
  label,
  comments,
  mayComment,
  mayResolve,
}: {
  dossierId: string;
  section: DossierSection;
  label: string;
  comments: DossierComment[];
  mayComment: boolean;
  mayResolve: boolean;
}) {
  const [text, setText] = useState('');
  // One id per comment meant: sent again (an answer lost, Add pressed again), it is not added
  // twice; another text is another comment.
  const [requestId, setRequestId] = useState(newRequestId);
  const comment = useApiMutation('dossiers.comment', {
    invalidates: ['dossiers'],
    onSuccess: () => {
      setText('');
      setRequestId(newRequestId());
    },
  });
  // A resolved comment's button goes away under the keyboard's focus: the focus goes to the
  // section's comments heading, which says how many stay open, not to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const resolve = useApiMutation('dossiers.resolve', {
    invalidates: ['dossiers'],
    onSuccess: () => heading.current?.focus(),
  });
  return (
    <Stack spacing={1} aria-label={`Comments on ${label}`} component="aside">
      <Typography variant="subtitle2" component="h3" ref={heading} tabIndex={-1}>
        Comments ({comments.filter((c) => !c.resolvedAt).length} open)
      </Typography>
      {comments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No comment on this section.
        </Typography>
      )}
      {comments.map((c) => (
        <Alert
          key={c.id}
          severity={c.resolvedAt ? 'success' : 'warning'}
          icon={false}
          action={
            mayResolve && !c.resolvedAt ? (
              <Button
                size="small"
                color="inherit"
                // Not disabled while saving: a disabled button drops the keyboard's focus.
                aria-disabled={resolve.isPending}
                onClick={() => {
                  if (!resolve.isPending) resolve.mutate({ id: dossierId, commentId: c.id });
                }}
              >
                Resolve
              </Button>
            ) : undefined
          }
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {c.text}
          </Typography>
          <Typography variant="caption" component="p">
            {c.byEmail ?? 'Someone'}, {dateTime(c.at)}
            {c.resolvedAt &&
              ` · resolved by ${c.resolvedByEmail ?? 'someone'}, ${dateTime(c.resolvedAt)}`}
          </Typography>
        </Alert>
      ))}
      {resolve.error && <Alert severity="error">{resolve.error.message}</Alert>}
      {mayComment && (
        <Stack
          component="form"
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            comment.mutate({ id: dossierId, section, text, requestId });
          }}
        >
          <TextField
            label={`Comment on ${inSentence(label)}`}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setRequestId(newRequestId());
            }}
            multiline
            minRows={2}
            size="small"
            error={Boolean(comment.error)}
            helperText={comment.error?.message}
          />
          <Button
            type="submit"
            variant="outlined"
            size="small"
            disabled={comment.isPending || !text.trim()}
          >
            Add comment
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
