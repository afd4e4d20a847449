import type { FetchLike } from '#shared/api/client.ts';
import { Connectivity } from './connectivity.ts';
import { type Encryptor, NO_ENCRYPTION } from './encryptor.ts';
import { createTransport, type Transport } from './http-transport.ts';
import { PortfolioCache } from './portfolio-cache.ts';
import { SessionStore } from './session-store.ts';

export interface SiteOptions {
  dir: string;
  encryptor: Encryptor;
  fetch?: FetchLike;
  probeIntervalMs?: number;
}

/** Everything bound to one site address: its session, its cached data, its API and reachability. */
export interface Site {
  siteUrl: string;
  session: SessionStore;
  cache: PortfolioCache;
  transport: Transport;
  connectivity: Connectivity;
}

export async function openSite(options: SiteOptions, siteUrl: string): Promise<Site> {
  const session = await SessionStore.open(options.dir, options.encryptor, siteUrl);
  const transport = createTransport({ siteUrl, session, fetch: options.fetch });
  return {
    siteUrl,
    session,
    cache: await PortfolioCache.open(options.dir, siteUrl),
    transport,
    connectivity: new Connectivity(() => transport.reachable(), options.probeIntervalMs),
  };
}

/** Whether a Lumen site answers at `siteUrl` (its health check), without touching any stored state. */
export async function siteAnswers(options: SiteOptions, siteUrl: string): Promise<boolean> {
  const session = await SessionStore.open(options.dir, NO_ENCRYPTION, siteUrl);
  return createTransport({ siteUrl, session, fetch: options.fetch }).reachable();
}
