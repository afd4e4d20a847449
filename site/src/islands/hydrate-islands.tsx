import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { RenderInfo } from '../app/render-info.tsx';
import { ISLAND_ATTRIBUTE, type IslandModule, islandGlobKey } from './island-modules.ts';
import { islandTree } from './island-tree.tsx';

/** What the server writes in `<script type="application/json" id="app-data">`. */
export interface HydrationPayload {
  info: RenderInfo;
}

const loaders = import.meta.glob<IslandModule>('../**/*.island.tsx');

/** Spec section 2: the body is marked loaded 100 ms after the page's script has started. */
const LOADED_AFTER_MS = 100;

/**
 * Gives the main thread back before the next piece of work: React's evaluation, each island's
 * module and each island's hydration then run as separate short tasks instead of one long one
 * (Lighthouse's Total Blocking Time counts every task over 50 ms).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function hydrateIsland(element: HTMLElement, info: RenderInfo) {
  const load = loaders[islandGlobKey(element.getAttribute(ISLAND_ATTRIBUTE) ?? '')];
  if (!load) return;
  const { default: Component } = await load();
  await yieldToMain();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // As a transition, React hydrates in slices of a few milliseconds and yields between them, so a
  // gallery or a form never makes one long task (Lighthouse's Total Blocking Time).
  startTransition(() => {
    hydrateRoot(element, islandTree(info, Component, props), { identifierPrefix: `${element.dataset.key}-` });
  });
}

/**
 * Hydrates the page's islands, each its own React root: nothing else on a public page runs React,
 * so nothing else can move, re-render or reset the scroll position.
 */
async function start() {
  const payload = JSON.parse(
    document.getElementById('app-data')?.textContent ?? 'null',
  ) as HydrationPayload | null;
  const info = payload?.info ?? { now: new Date().toISOString(), mobileUserAgent: false };
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  await yieldToMain();
  await Promise.all(
    islands.map((element) => hydrateIsland(element, info).catch((error: unknown) => console.warn(error))),
  );
  window.setTimeout(() => {
    document.body.classList.remove('loading');
    document.body.classList.add('loaded');
  }, LOADED_AFTER_MS);
}

void start();
