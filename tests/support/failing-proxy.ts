import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy on 127.0.0.1 in front of the real server, which answers `failing.status` itself
 * (a server error, never reaching the server) to the GET of `failing.path` while it is set, and
 * passes every other request on as it is: one read of the site failing, the rest of it working.
 */
export async function startFailingProxy(upstream: string) {
  const failing: { path?: string; status: number } = { status: 500 };
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    if (req.method === 'GET' && failing.path && req.url?.split('?')[0] === failing.path) {
      res.writeHead(failing.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'The server could not answer' }));
      return;
    }
    // Sent as to the server itself (it answers only for its own host name).
    const headers = { ...req.headers, host: target.host };
    const out = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failing,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
