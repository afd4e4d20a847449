import { request } from 'node:http';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request with exactly the headers given (Host included, even malformed ones `fetch`
 * would refuse to send), for tests of what a hostile client can make the server do.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  // The path exactly as written: URL would resolve `..`, `%2e%2e` and `.` segments before sending.
  const written = url.startsWith(target.origin) ? url.slice(target.origin.length) : '';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: written.startsWith('/') ? written : `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        setHost: !Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'host'),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
