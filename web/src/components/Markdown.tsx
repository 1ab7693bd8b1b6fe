// Markdown rendered safely: no raw HTML (react-markdown ignores it unless told otherwise),
// tables and lists from GitHub-flavoured Markdown, links to the app's own pages (paths of the
// route table) stay in the app, everything else — `//host/…` included — opens in a new tab as
// another site.
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';
import remarkGfm from 'remark-gfm';

import { isAppPath } from '../app/routeTable';

const components: Components = {
  a: ({ href = '', children }) =>
    isAppPath(href) ? (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    ) : (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    ),
  table: ({ children }) => (
    <Box sx={{ overflowX: 'auto', my: 1 }}>
      <Table size="small">{children}</Table>
    </Box>
  ),
  thead: ({ children }) => <TableHead>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: ({ children }) => <TableCell sx={{ fontWeight: 600 }}>{children}</TableCell>,
  td: ({ children }) => <TableCell>{children}</TableCell>,
  img: () => null,
};

export function Markdown({ children }: { children: string }) {
  return (
    <Box sx={{ '& p': { my: 1 }, '& :first-of-type': { mt: 0 }, wordBreak: 'break-word' }}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={components}
        skipHtml
        urlTransform={defaultUrlTransform}
      >
        {children}
      </ReactMarkdown>
    </Box>
  );
}
