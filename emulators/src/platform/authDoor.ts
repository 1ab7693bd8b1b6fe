// The production project's sign-in settings, in front of the local Auth emulator. Production
// leaves every provider but e-mail/password disabled (docs/accounts.md), and must:
// anonymous sign-ups never reach blocking functions, there or on the emulator, so `beforeCreate`
// cannot refuse them. The emulator cannot be told the provider is off (its project always allows
// anonymous sign-in), so this door answers an anonymous sign-up as Identity Platform does with
// the provider disabled, and passes everything else through unchanged.
import http from 'node:http';

/** An anonymous sign-up: `accounts:signUp` with neither e-mail, password nor a session. */
export function isAnonymousSignUp(url: string, body: unknown): boolean {
  if (!url.split('?')[0]!.endsWith('/accounts:signUp')) return false;
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return !fields.email && !fields.password && !fields.idToken;
}

/** Identity Platform's answer when the anonymous provider is disabled. */
const DISABLED = JSON.stringify({
  error: {
    code: 400,
    message: 'ADMIN_ONLY_OPERATION',
    errors: [{ message: 'ADMIN_ONLY_OPERATION', reason: 'invalid', domain: 'global' }],
  },
});

function parse(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export interface AuthDoor {
  stop(): Promise<void>;
}

/** Listens on host:port and forwards to the Auth emulator at `target` (host:port). */
export async function startAuthDoor(host: string, port: number, target: string): Promise<AuthDoor> {
  const [targetHost, targetPort] = target.split(':') as [string, string];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = req.url ?? '/';
      if (req.method === 'POST' && isAnonymousSignUp(url, parse(body))) {
        res.writeHead(400, {
          'content-type': 'application/json; charset=utf-8',
          'access-control-allow-origin': req.headers.origin ?? '*',
        });
        res.end(DISABLED);
        return;
      }
      const forward = http.request(
        {
          host: targetHost,
          port: Number(targetPort),
          method: req.method,
          path: url,
          headers: { ...req.headers, host: target },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (error) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`The Auth emulator did not answer: ${error.message}`);
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
