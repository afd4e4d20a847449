import { spawn } from 'node:child_process';
import { type IncomingHttpHeaders, request } from 'node:http';

/** One answer exactly as sent: status, headers and the bytes on the wire (still compressed). */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request's answer as our server sent it (a GET, or a POST of `post`'s body). */
export function rawAnswer(
  url: string,
  headers: Record<string, string>,
  post?: { body: string; type: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: post ? 'POST' : 'GET',
        headers: post ? { ...headers, 'content-type': post.type } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(post?.body);
  });
}

/** The headers a bare server repeats: what Node writes itself (date, connection...) left out. */
function repeated(sent: IncomingHttpHeaders): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      continue;
    headers[name] = value;
  }
  return headers;
}

/**
 * A bare node:http server that answers every request with the status, headers and bytes our
 * server sent for one answer: the floor this machine allows for that answer. With `post`, a POST
 * is read to its end (as any beacon endpoint must read what it counts) and answered with that
 * answer instead (the beacon bench's floor). It runs in a process of its own (the same Node,
 * nothing else loaded), so neither side shares its event loop with the bench. It keeps Node's
 * defaults, V8's memory reducer included (ours is started without it, server/src/node-flags.ts): a
 * fresh one per target lives about a minute, and the reducer's first run came at about 100 s in
 * every probe.
 */
export async function bareServer(
  answer: RawAnswer,
  post?: RawAnswer,
): Promise<{ url: string; close: () => void }> {
  const program = `
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', () => {
      const [get, post] = JSON.parse(input).map((a) => a && { ...a, bytes: Buffer.from(a.body, 'base64') });
      const server = require('node:http').createServer((req, res) => {
        const send = (a) => {
          res.writeHead(a.status, a.headers);
          res.end(a.bytes);
        };
        if (post && req.method === 'POST') {
          req.on('end', () => send(post));
          req.resume();
          return;
        }
        req.resume();
        send(get);
      });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    });`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['pipe', 'pipe', 'inherit'] });
  const wire = (a: RawAnswer | undefined) =>
    a && { status: a.status, headers: repeated(a.headers), body: a.body.toString('base64') };
  child.stdin.end(JSON.stringify([wire(answer), wire(post)]));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
}
