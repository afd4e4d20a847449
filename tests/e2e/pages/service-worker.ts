import type { Page } from '@playwright/test';

/** The browser globals these tests touch (the test project compiles without the DOM library). */
export interface BrowserGlobals {
  navigator: {
    serviceWorker: {
      ready: Promise<{ active: { scriptURL: string } | null; waiting: unknown }>;
      controller: { scriptURL: string; postMessage(message: string): void } | null;
      getRegistration(): Promise<{ active: { scriptURL: string } | null; waiting: unknown } | undefined>;
      addEventListener(
        type: 'controllerchange' | 'message',
        listener: (event: { data: unknown }) => void,
      ): void;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
  fetch(url: string): Promise<{ status: number }>;
  location: { reload(): void };
  reloadMarker?: boolean;
}

/** Waits until the service worker is active and controls the page (clientsClaim on first install). */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { navigator } = globalThis as unknown as BrowserGlobals;
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      );
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
}

/** Every URL held in the Cache Storage caches of the origin (those whose name holds cacheNamePart). */
export function cachedUrls(page: Page, cacheNamePart = ''): Promise<string[]> {
  return page.evaluate(async (part) => {
    const { caches } = globalThis as unknown as BrowserGlobals;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes(part)) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  }, cacheNamePart);
}
