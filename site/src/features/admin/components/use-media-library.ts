import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useAdminPlatform } from '../platform/platform.ts';
import { createMediaStore } from '../stores/media-store.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';

/**
 * The media library for one view (the Media section, a picture field's picker): its own store,
 * loaded when the view opens, so it always shows the uploads as they are now.
 */
export function useMediaLibrary() {
  const platform = useAdminPlatform();
  const { session, toasts } = useAdminStores();
  const [store] = useState(() =>
    createMediaStore(platform, toasts, { onUnauthorized: () => session.getState().expire() }),
  );
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return { store, state: useStore(store) };
}
