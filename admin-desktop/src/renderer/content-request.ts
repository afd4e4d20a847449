import type { z } from 'zod';
import { call } from './bridge.ts';

/**
 * The shared client's `request` for the content API, on the desktop: each call goes to the main
 * process, which reads entries from the site or the offline copy and sends writes through the
 * durable queue (DesktopSync.contentRequest). The admin's project and post editors, built on
 * `contentCalls(request)`, so work offline here without knowing where they run.
 */
export async function contentRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  schema?: z.ZodType<T>,
): Promise<T> {
  const value = await call('content:request', {
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    path,
    ...(body === undefined ? {} : { body }),
  });
  return schema ? schema.parse(value) : (value as T);
}
