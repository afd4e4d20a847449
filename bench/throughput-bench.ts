import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface ThroughputRow {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  floorRequestsPerSec: number;
  floorP50Ms: number;
  floorP99Ms: number;
}

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Replace `[<id>]` in the body with a fresh id per request (autocannon's idReplacement). */
  uniqueBodies?: boolean;
}

const DURATION = 10;
const CONNECTIONS = 50;

function cannon(url: string, target: Target) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    idReplacement: target.uniqueBodies ?? false,
  });
}

/**
 * A bare node:http server that answers every request with the same status, headers and bytes our
 * server gave for this target: the floor this machine allows for that answer.
 */
async function bareServer(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export async function throughputBench(baseUrl: string, targets: Target[]): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const target of targets) {
    const sample = await fetch(`${baseUrl}${target.path}`, {
      method: target.method ?? 'GET',
      headers: { 'accept-encoding': 'gzip', ...target.headers },
      body: target.body?.replaceAll('[<id>]', 'sample'),
    });
    const body = Buffer.from(await sample.arrayBuffer());
    const headers: Record<string, string> = {
      'content-type': sample.headers.get('content-type') ?? 'text/plain',
    };
    const ours = await cannon(`${baseUrl}${target.path}`, target);
    const bare = await bareServer(sample.status, headers, body);
    const floor = await cannon(bare.url + target.path, target);
    bare.server.close();
    rows.push({
      name: target.name,
      requestsPerSec: ours.requests.average,
      p50Ms: ours.latency.p50,
      p99Ms: ours.latency.p99,
      errors: ours.errors + ours.timeouts,
      non2xx: ours.non2xx,
      floorRequestsPerSec: floor.requests.average,
      floorP50Ms: floor.latency.p50,
      floorP99Ms: floor.latency.p99,
    });
    process.stdout.write(`  autocannon ${target.name}: ${Math.round(ours.requests.average)} req/s\n`);
  }
  return rows;
}

export function throughputTable(rows: ThroughputRow[]): string {
  const head =
    `| target (${CONNECTIONS} connections, ${DURATION} s) | req/s | p50 ms | p99 ms | errors | non-2xx | bare node:http req/s | ratio req/s | bare p50 / p99 ms |\n` +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.requestsPerSec)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} | ${Math.round(r.floorRequestsPerSec)} | ${(r.requestsPerSec / r.floorRequestsPerSec).toFixed(2)} | ${r.floorP50Ms} / ${r.floorP99Ms} |`,
  );
  return [head, ...lines].join('\n');
}
