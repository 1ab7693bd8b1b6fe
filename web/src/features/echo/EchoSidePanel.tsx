import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { paths } from '../../app/paths';

import { ChatThread } from './ChatThread';

/** The record pages Echo sits beside, and the page it links to for each record. */
const RECORD_PAGES = [
  {
    label: 'community',
    record: paths.community,
    pages: [paths.community, paths.communityEdit, paths.communityEditChat],
  },
  {
    label: 'facility',
    record: paths.facility,
    pages: [paths.facility, paths.facilityEdit, paths.facilityEditChat],
  },
  {
    label: 'technology',
    record: paths.technology,
    pages: [paths.technology, paths.technologyEdit],
  },
];

/** What the record beside Echo is, from the page's path (chat-layout pages). */
function aboutThisPage(
  pathname: string,
  id: string | undefined,
): { label: string; question: string } | null {
  if (!id) return null;
  const page = RECORD_PAGES.find((p) => p.pages.some((path) => path(id) === pathname));
  return page
    ? { label: page.label, question: `Tell me about the ${page.label} at ${page.record(id)}.` }
    : null;
}

/** Echo beside a record page (chat layout), with a question about the record ready to ask. */
export function EchoSidePanel() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const about = aboutThisPage(pathname, id);
  const [conversation, setConversation] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  return (
    <Paper
      component="aside"
      aria-label="Echo"
      variant="outlined"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Stack spacing={1.5}>
        <Typography
          variant="h6"
          component="h2"
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <SmartToyOutlinedIcon aria-hidden /> Echo
        </Typography>
        {about && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setSuggestion(`${about.question} `)}
          >
            Ask Echo about this {about.label}
          </Button>
        )}
        <ChatThread
          key={pathname}
          conversationId={conversation}
          onConversation={setConversation}
          suggestion={suggestion}
          compact
        />
      </Stack>
    </Paper>
  );
}
