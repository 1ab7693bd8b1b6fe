// The shell's "Feedback" action on every page: a button; its form loads when pressed.
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';

// The app's schema-free route table and paths (the contract's own would bring every registry's
// schemas into the shell every signed-in page downloads).
import { paths } from '../../app/paths';
import { isAppPath } from '../../app/routeTable';
import { DialogLoader } from '../../components/DialogLoader';

const FeedbackForm = lazy(() =>
  import('./FeedbackForm').then((m) => ({ default: m.FeedbackForm })),
);

/** The shell's "Feedback" action: a note about the page the person is on. */
export function SendFeedback() {
  const location = useLocation();
  const [page, setPage] = useState<string | null>(null);
  return (
    <>
      {/* The browser's own hover hint (title), not MUI's Tooltip: its positioning library would
          add ~11 KB to every signed-in page's first load for one hint. */}
      <IconButton
        color="inherit"
        aria-label="Feedback about this page"
        title="Feedback about this page"
        onClick={() => {
          // A note is about a page of the app; from an address outside the route table (the
          // not-found page) it is about the home page.
          const here = `${location.pathname}${location.search}`;
          setPage(isAppPath(here) ? here : paths.home);
        }}
      >
        <FeedbackOutlinedIcon />
      </IconButton>
      {page !== null && (
        <Suspense fallback={<DialogLoader onClose={() => setPage(null)} />}>
          <FeedbackForm page={page} onClose={() => setPage(null)} />
        </Suspense>
      )}
    </>
  );
}
