// `vite preview` serves the production build for the end-to-end tests; this plugin gives it the
// per-path headers Firebase Hosting serves (firebase.json's rules other than "**", passed by
// emulators/src/platform/web.ts): hashed assets cached for a year, so a page opened again asks
// the server for none of its ~100 chunks — as on the hosted app, and as a slow link needs.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

import type { Plugin } from 'vite';

/** As emulators/src/platform/securityHeaders.ts `pathHeaders` writes them. */
export interface PathHeaders {
  path: string;
  folder: boolean;
  headers: Record<string, string>;
}

const matches = (rule: PathHeaders, pathname: string) =>
  rule.folder ? pathname.startsWith(rule.path) : pathname === rule.path;

export function previewPathHeaders(rules: PathHeaders[]): Plugin {
  return {
    name: 'hta-preview-path-headers',
    configurePreviewServer(server) {
      if (rules.length === 0) return;
      server.middlewares.use((req, res: ServerResponse, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        const headers = Object.assign(
          {},
          ...rules.filter((r) => matches(r, pathname)).map((r) => r.headers),
        ) as Record<string, string>;
        if (Object.keys(headers).length > 0) {
          // The static server writes its own Cache-Control ("no-cache") in writeHead's headers,
          // after any setHeader: the rule's headers go into that call, over its own.
          const writeHead = res.writeHead.bind(res) as (
            status: number,
            headers?: OutgoingHttpHeaders,
          ) => ServerResponse;
          res.writeHead = ((status: number, own?: OutgoingHttpHeaders) =>
            writeHead(status, { ...own, ...headers })) as ServerResponse['writeHead'];
        }
        next();
      });
    },
  };
}
