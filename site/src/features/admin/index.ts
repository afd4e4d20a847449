/**
 * The admin's public entry: everything another shell (the Electron renderer) may use, with the
 * admin's style sheet. Nothing outside the site imports the admin's files directly (lint checks it).
 */
import './styles/admin-styles.ts';

export { AdminApp } from './admin-app.tsx';
export type { AdminPlatform, EntryOutcome, EntryToOpen, UploadProgress } from './platform/platform.ts';
export { AdminPlatformProvider } from './platform/platform.ts';
/** The desktop's own buttons copy as the admin's do (a refused change's text: sync-panel.tsx). */
export { copyText } from '../../lib/copy-text.ts';
