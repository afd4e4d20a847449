import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The admin's entry first: its style sheet loads before desktop.css, which builds on its tokens.
import '../../../site/src/features/admin/index.ts';
import './desktop.css';
import { DesktopApp } from './desktop-app.tsx';
import { createDesktopState } from './desktop-state.ts';
import { DesktopStateProvider } from './use-desktop-state.ts';

const state = createDesktopState();
const root = createRoot(document.getElementById('root')!);
root.render(
  <StrictMode>
    <DesktopStateProvider value={state}>
      <DesktopApp />
    </DesktopStateProvider>
  </StrictMode>,
);
void state.load().catch((error: unknown) => {
  // Without the main process nothing works; say so plainly instead of a blank window.
  document.getElementById('root')!.textContent = `The app could not start: ${(error as Error).message}`;
});
