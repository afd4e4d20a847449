import type { AdminPlatform } from '../platform/platform.ts';
import { createEditorStore } from './editor-store.ts';
import { createInquiriesStore } from './inquiries-store.ts';
import { createNavigationStore } from './navigation-store.ts';
import { createPortfolioStore } from './portfolio-store.ts';
import { createSessionStore } from './session-store.ts';
import { createSubscribersStore } from './subscribers-store.ts';
import { createToastStore } from './toast-store.ts';

/**
 * All admin state for one platform. The web route, the desktop renderer and tests each create
 * their own set, so nothing is shared through module globals.
 */
export function createAdminStores(platform: AdminPlatform) {
  const toasts = createToastStore();
  const session = createSessionStore(platform, toasts);
  const onUnauthorized = () => session.getState().expire();
  const portfolio = createPortfolioStore(platform, toasts, { onUnauthorized });
  const editor = createEditorStore(platform, toasts, portfolio, { onUnauthorized });
  const inquiries = createInquiriesStore(platform, toasts, { onUnauthorized });
  const subscribers = createSubscribersStore(platform, toasts, { onUnauthorized });
  const navigation = createNavigationStore(platform);

  // Signing out (or an expired session) forgets everything the owner was shown.
  session.subscribe((state, previous) => {
    if (previous.status === 'signed-in' && state.status !== 'signed-in') {
      portfolio.getState().reset();
      editor.getState().cancelEdit();
      editor.getState().setViewMode('manage');
      inquiries.getState().reset();
      subscribers.getState().reset();
    }
  });

  return { toasts, session, portfolio, editor, inquiries, subscribers, navigation };
}

export type AdminStores = ReturnType<typeof createAdminStores>;
