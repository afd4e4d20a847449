import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  host: string;
  close(): Promise<void>;
}

/**
 * A load balancer for tests on 127.0.0.1: each request goes to the next upstream in turn; an
 * upstream that refuses the connection is skipped (as a balancer's health check would take it
 * out), but a request that failed after it reached an upstream answers 502 (never replayed: it
 * may have been applied).
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse, tried: number) => {
    const target = new URL(upstreams[next++ % upstreams.length]!);
    const out = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    out.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && tried + 1 < upstreams.length)
        return forward(req, body, res, tried + 1);
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end('{"error":"bad gateway"}');
    });
    out.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 0));
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
