import { useEffect, useState } from 'react';
import { registerServiceWorker } from './register-service-worker.ts';
import { typedIntoAForm } from './typed-into-a-form.ts';

const RELOAD_QUESTION =
  'Reloading now clears what you typed in the form on this page. Reload anyway? ' +
  '(Cancel to send it first: the new version can wait.)';

/**
 * "A new version is available" with a Reload button, shown when a newly deployed service worker
 * is waiting; Reload asks first when a form on the page holds typed text. Nothing is rendered on
 * the server or during hydration; the live region appears after mount (empty), so screen readers
 * announce the message when it is filled in later.
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
  const reload = () => {
    // A half-written message would be lost with the page: the visitor decides.
    if (typedIntoAForm() && !window.confirm(RELOAD_QUESTION)) return;
    apply?.();
  };
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <div className="pwa-update">
          <p className="pwa-update__text">A new version is available.</p>
          <button type="button" className="pwa-update__reload" onClick={reload}>
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
