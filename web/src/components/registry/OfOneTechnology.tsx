// A list narrowed to one technology by the "see all" link of the technology's page (its
// `f.technologyId` filter): says so, links back to the technology, and offers the whole list.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { paths } from '../../app/paths';

/** `what`: "Studies about", "Dossiers of"…; `all`: the whole list's path and its link's words. */
export function OfOneTechnology({
  what,
  all,
}: {
  what: string;
  all: { path: string; label: string };
}) {
  const [params] = useSearchParams();
  const technologyId = params.get('f.technologyId');
  if (!technologyId) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {what}{' '}
      <Link component={RouterLink} to={paths.technology(technologyId)}>
        one technology
      </Link>
      .{' '}
      <Link
        component={RouterLink}
        to={all.path}
        // This notice goes away with the filter, and the link with it: the keyboard's focus goes
        // to the page's content (the shell's main, where "Skip to content" leads), not its top.
        onClick={() => setTimeout(() => document.getElementById('main')?.focus())}
      >
        {all.label}
      </Link>
    </Alert>
  );
}
