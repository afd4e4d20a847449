import { useEffect } from 'react';
import { LoadError } from './load-error.tsx';
import { StatusScreen } from './status-screen.tsx';

interface ListStore {
  getState(): { load(): Promise<void> };
}

/** Loads a section's list each time the section opens (it may have changed since). */
export function useLoadOnOpen(store: ListStore) {
  useEffect(() => {
    void store.getState().load();
  }, [store]);
}

interface ListPendingProps {
  status: 'idle' | 'loading' | 'error';
  error: string | undefined;
  /** The loading line: "Loading subscribers...". */
  loading: string;
  store: ListStore;
}

/** A section until its list is there: the loading line, or what went wrong with Try again. */
export function ListPending({ status, error, loading, store }: ListPendingProps) {
  if (status === 'error') return <LoadError message={error} retry={() => void store.getState().load()} />;
  return <StatusScreen text={loading} />;
}
