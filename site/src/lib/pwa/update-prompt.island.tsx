import { useEffect, useState } from 'react';
import { registerServiceWorker } from './register-service-worker.ts';

/**
 * "A new version is available" with a Reload button, shown when a newly deployed service worker
 * is waiting. Nothing is rendered on the server or during hydration; the live region appears
 * after mount (empty), so screen readers announce the message when it is filled in later.
 */
export function UpdatePrompt() {
  const [mounted, setMounted] = useState(false);
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    setMounted(true);
    const handle = registerServiceWorker((next) => {
      setDismissed(false);
      setApply(() => next);
    });
    return () => handle.stop();
  }, []);

  if (!mounted) return null;
  const visible = apply !== null && !dismissed;
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <div className="pwa-update">
          <p className="pwa-update__text">A new version is available.</p>
          <button type="button" className="pwa-update__reload" onClick={apply ?? undefined}>
            Reload
          </button>
          <button type="button" className="pwa-update__dismiss" onClick={() => setDismissed(true)}>
            Later
          </button>
        </div>
      )}
    </div>
  );
}
export default UpdatePrompt;
