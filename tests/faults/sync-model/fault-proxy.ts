import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One write (POST/PUT/DELETE/PATCH) the proxy passed on, and what the server answered. */
export interface WriteRecord {
  method: string;
  path: string;
  /** The JSON body sent (undefined for uploads and empty bodies). */
  body: unknown;
  /** The server's status, or undefined when it never answered. */
  status: number | undefined;
  answer: unknown;
  /** Whether the answer reached the app (false: cut by a fault after the server answered). */
  delivered: boolean;
  at: number;
}

export type WriteFault =
  /** The server answers, then is SIGKILLed before the answer reaches the app. */
  | 'kill-server-after-answer'
  /** The server answers, then the app is SIGKILLed before it sees the answer. */
  | 'kill-app-after-answer';

/**
 * A fault-injecting HTTP proxy on 127.0.0.1 between the desktop app and the real server. It can
 * refuse every connection (offline), answer 429 or 503 itself, strip the session cookie (an
 * expired session), refuse the full portfolio reload, and cut the answer to the next write after
 * the server produced it while killing the server or the app. It records every write and the
 * server's answer: the test's log of what the server really applied.
 */
export class FaultProxy {
  offline = false;
  /** The next N requests get this status from the proxy itself, never reaching the server. */
  injected: { status: 429 | 503; remaining: number } | undefined;
  /** The next N requests go without the session cookie. */
  expiredFor = 0;
  /**
   * Refuse the full reloads, GET /api/admin/portfolio and GET /api/admin/content/{kind} (the site
   * drops right after the last answer of a replay).
   */
  blockSnapshot = false;
  writeFault: WriteFault | undefined;
  readonly writes: WriteRecord[] = [];
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** Faults taken by writes still waiting for the server's answer (heal() disarms them). */
  private readonly armed = new Set<{ fault: WriteFault | undefined }>();
  private readonly upstreamPort: () => number;
  private readonly hooks: { killServer(): Promise<void>; killApp(): Promise<void> };

  constructor(upstreamPort: () => number, hooks: FaultProxy['hooks']) {
    this.upstreamPort = upstreamPort;
    this.hooks = hooks;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      if (this.offline) {
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  /**
   * Every fault off (the network heals), including one a write already under way has taken: its
   * answer is delivered, so no kill lands after healing (the app replays in the background, so
   * such a write can outlive the step that armed the fault). The write log is kept.
   */
  heal(): void {
    this.offline = false;
    this.injected = undefined;
    this.expiredFor = 0;
    this.blockSnapshot = false;
    this.writeFault = undefined;
    for (const armed of this.armed) armed.fault = undefined;
    this.armed.clear();
  }

  goOffline(): void {
    this.offline = true;
    for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const cut = () => {
      req.socket.destroy();
    };
    if (this.offline) return cut();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = (req.method ?? 'GET').toUpperCase();
    const path = req.url ?? '/';
    if (this.injected && this.injected.remaining > 0 && !path.startsWith('/api/health')) {
      this.injected.remaining -= 1;
      res.writeHead(this.injected.status, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(JSON.stringify({ error: this.injected.status === 429 ? 'Too many requests' : 'Unavailable' }));
      return;
    }
    const snapshot =
      path.startsWith('/api/admin/portfolio') || /^\/api\/admin\/content\/[^/?]+(\?|$)/.test(path);
    if (this.blockSnapshot && method === 'GET' && snapshot) return cut();
    // Identity encoding, so the log can read every answer.
    const { 'accept-encoding': _encoding, ...headers } = req.headers;
    if (this.expiredFor > 0 && headers.cookie) {
      this.expiredFor -= 1;
      delete headers.cookie;
    }
    const isWrite = method !== 'GET' && method !== 'HEAD' && !path.startsWith('/api/auth');
    const record: WriteRecord | undefined = isWrite
      ? {
          method,
          path,
          body: parseJson(body, headers['content-type']),
          status: undefined,
          answer: undefined,
          delivered: false,
          at: Date.now(),
        }
      : undefined;
    if (record) this.writes.push(record);
    const armed =
      isWrite && this.writeFault ? { fault: this.writeFault as WriteFault | undefined } : undefined;
    if (armed) {
      this.writeFault = undefined;
      this.armed.add(armed);
    }

    let upstream: { status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer };
    try {
      upstream = await forward(this.upstreamPort(), method, path, headers, body);
    } catch {
      if (armed) this.armed.delete(armed);
      return cut();
    }
    if (armed) this.armed.delete(armed);
    const fault = armed?.fault;
    if (record) {
      record.status = upstream.status;
      record.answer = parseJson(upstream.body, upstream.headers['content-type']);
      record.at = Date.now();
    }
    if (fault === 'kill-server-after-answer') {
      await this.hooks.killServer();
      return cut();
    }
    if (fault === 'kill-app-after-answer') {
      await this.hooks.killApp();
      return cut();
    }
    const outHeaders = { ...upstream.headers };
    delete outHeaders['transfer-encoding'];
    outHeaders['content-length'] = String(upstream.body.length);
    res.writeHead(upstream.status, outHeaders);
    res.end(upstream.body);
    if (record) record.delivered = true;
  }
}

function parseJson(body: Buffer, type: string | string[] | undefined): unknown {
  if (!body.length || !String(type ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function forward(
  port: number,
  method: string,
  path: string,
  headers: import('node:http').IncomingHttpHeaders,
  body: Buffer,
): Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, host: `127.0.0.1:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.setTimeout(10_000, () => upstream.destroy(new Error('upstream timeout')));
    upstream.end(body);
  });
}
