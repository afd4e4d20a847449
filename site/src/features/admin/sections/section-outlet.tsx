import { type ComponentType, useEffect, useState } from 'react';
import { OFFLINE_MESSAGE } from '#shared/api/api-error.ts';
import { LoadError } from '../components/load-error.tsx';
import { StatusScreen } from '../components/status-screen.tsx';
import { API } from '#shared/api/paths.ts';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections.ts';
import { reloadInto } from './reopen-after-reload.ts';

/** Screens already loaded, by section id: opening a section again shows it at once. */
const loaded = new Map<string, ComponentType>();

function loadSection(section: AdminSection): Promise<ComponentType> {
  const ready = loaded.get(section.id);
  if (ready) return Promise.resolve(ready);
  return section.load().then((component) => {
    loaded.set(section.id, component);
    return component;
  });
}

/**
 * Loads every section's screen once the workspace is shown, so a later switch works offline too
 * (the web admin's code is not kept by the service worker). A failure is left to the outlet.
 */
export function preloadSections(): void {
  for (const section of ADMIN_SECTIONS) void loadSection(section).catch(() => undefined);
}

/**
 * The open section's screen. Loaded on first use, without Suspense so that a failed load (the
 * connection dropped) says so with a way to try again rather than breaking the admin.
 */
export function SectionOutlet({ section }: { section: AdminSection }) {
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const Screen = loaded.get(section.id);

  useEffect(() => {
    if (loaded.has(section.id)) return;
    let live = true;
    setFailed(false);
    loadSection(section).then(
      () => live && setVersion((v) => v + 1),
      async () => {
        // Tried again and failed while the site answers: the browser kept the first failure
        // (reopen-after-reload.ts), so a new page fetches the screen's code, on this section.
        if (attempt > 0 && (await siteAnswers())) reloadInto(section.id);
        else if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [section, attempt]);

  if (Screen) return <Screen />;
  if (!failed) return <StatusScreen text={`Loading ${section.label}...`} />;
  return <LoadError message={sectionFailure(section.label)} retry={() => setAttempt((n) => n + 1)} />;
}

/** Whether the site can be reached now (its health check answers). */
const siteAnswers = (): Promise<boolean> =>
  fetch(API.health, { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Why a screen's code did not arrive, as the owner reads it: offline says so in the sentence every
 * other offline failure uses, whether or not the screen's code had arrived before the connection
 * went (a loaded screen's list says the same); a failure while online keeps the general sentence.
 */
const sectionFailure = (label: string): string =>
  navigator.onLine
    ? `${label} could not be loaded. Check the connection and try again.`
    : `${label} could not be loaded. ${OFFLINE_MESSAGE}`;
