import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DesktopState, DesktopStateHandle } from './desktop-state.ts';

const DesktopStateContext = createContext<DesktopStateHandle | null>(null);
export const DesktopStateProvider = DesktopStateContext.Provider;

export function useDesktopHandle(): DesktopStateHandle {
  const handle = useContext(DesktopStateContext);
  if (!handle) throw new Error('DesktopStateProvider missing');
  return handle;
}

export const useDesktop = <T>(select: (s: DesktopState) => T) => useStore(useDesktopHandle().store, select);
