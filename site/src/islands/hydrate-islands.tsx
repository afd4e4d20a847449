import { type ComponentType, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { RenderInfo } from '../app/render-info.tsx';
import { islandsWithoutScript } from '../lib/early-presses.ts';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT, ISLAND_ATTRIBUTE } from '../lib/island-markers.ts';
import { type IslandModule, islandGlobKey } from './island-modules.ts';
import { islandTree } from './island-tree.tsx';
import { hydrateWhenNeeded } from './when-needed.ts';

/** What the server writes in `<script type="application/json" id="app-data">`. */
export interface HydrationPayload {
  info: RenderInfo;
  /**
   * The page's HTTP status: a 404 or 410 page (and the 500 page, which has no payload) is not
   * measured (site/src/lib/analytics/measure-visit.ts reads it: the status is the server's).
   */
  status: number;
}

const loaders = import.meta.glob<IslandModule>('../**/*.island.tsx');

/** Spec section 2: the body is marked loaded 100 ms after the page's script has started. */
const LOADED_AFTER_MS = 100;

async function loadComponent(element: HTMLElement): Promise<ComponentType<never> | null> {
  const load = loaders[islandGlobKey(element.getAttribute(ISLAND_ATTRIBUTE) ?? '')];
  return load ? (await load()).default : null;
}

function hydrateIsland(element: HTMLElement, Component: ComponentType<never>, info: RenderInfo) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // As a transition, React hydrates in slices of a few milliseconds and yields between them, so a
  // gallery or a form never makes one long task (Lighthouse's Total Blocking Time).
  try {
    startTransition(() => {
      hydrateRoot(element, islandTree(info, Component, props), {
        identifierPrefix: `${element.dataset.key}-`,
      });
    });
    element.setAttribute(HYDRATED_ATTRIBUTE, '');
    element.dispatchEvent(new Event(HYDRATED_EVENT));
  } catch (error) {
    // One broken island never keeps the others from being hydrated.
    console.warn(error);
    islandsWithoutScript([element]);
  }
}

/**
 * Hydrates the page's islands, each its own React root: nothing else on a public page runs React,
 * so nothing else can move, re-render or reset the scroll position. Every island's code is loaded
 * now, so that an island can be hydrated at the very moment a visitor reaches for it; islands below
 * the fold are hydrated when needed (when-needed.ts).
 */
async function start() {
  const payload = JSON.parse(
    document.getElementById('app-data')?.textContent ?? 'null',
  ) as HydrationPayload | null;
  const info = payload?.info ?? { now: new Date().toISOString(), mobileUserAgent: false };
  const components = new Map<HTMLElement, ComponentType<never>>();
  await Promise.all(
    [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((element) =>
      loadComponent(element).then(
        (component) => (component ? components.set(element, component) : islandsWithoutScript([element])),
        (error: unknown) => {
          console.warn(error);
          islandsWithoutScript([element]);
        },
      ),
    ),
  );
  hydrateWhenNeeded([...components.keys()], (element) =>
    hydrateIsland(element, components.get(element)!, info),
  );
  window.setTimeout(() => {
    document.body.classList.remove('loading');
    document.body.classList.add('loaded');
  }, LOADED_AFTER_MS);
}

void start();
