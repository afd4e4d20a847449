import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { AdminStores } from './admin-stores.ts';
import type { EditorState } from './editor-store.ts';
import type { InquiriesState } from './inquiries-store.ts';
import type { NavigationState } from './navigation-store.ts';
import type { PortfolioState } from './portfolio-store.ts';
import type { SessionState } from './session-store.ts';
import type { SubscribersState } from './subscribers-store.ts';
import type { ToastState } from './toast-store.ts';
import type { TrashState } from './trash-store.ts';
import type { UploadsState } from './uploads-store.ts';

const AdminStoresContext = createContext<AdminStores | null>(null);
export const AdminStoresProvider = AdminStoresContext.Provider;

export function useAdminStores(): AdminStores {
  const stores = useContext(AdminStoresContext);
  if (!stores) throw new Error('Admin components must be rendered inside AdminApp');
  return stores;
}

// One typed hook per store; select single values (or stable references) to avoid re-renders.
export const useSession = <T>(select: (s: SessionState) => T) => useStore(useAdminStores().session, select);
export const usePortfolio = <T>(select: (s: PortfolioState) => T) =>
  useStore(useAdminStores().portfolio, select);
export const useEditor = <T>(select: (s: EditorState) => T) => useStore(useAdminStores().editor, select);
export const useToasts = <T>(select: (s: ToastState) => T) => useStore(useAdminStores().toasts, select);
export const useInquiries = <T>(select: (s: InquiriesState) => T) =>
  useStore(useAdminStores().inquiries, select);
export const useSubscribers = <T>(select: (s: SubscribersState) => T) =>
  useStore(useAdminStores().subscribers, select);
export const useNavigation = <T>(select: (s: NavigationState) => T) =>
  useStore(useAdminStores().navigation, select);
export const useUploads = <T>(select: (s: UploadsState) => T) => useStore(useAdminStores().uploads, select);
export const useTrash = <T>(select: (s: TrashState) => T) => useStore(useAdminStores().trash, select);
