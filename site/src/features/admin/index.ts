/**
 * The admin's public entry: everything another shell (the Electron renderer) may use, with the
 * admin's style sheet. Nothing outside the site imports the admin's files directly (lint checks it).
 */
import '../../styles/admin.css';
import '../../styles/admin-content.css';
import '../../styles/admin-readiness.css';
import '../../styles/admin-analytics.css';

export { AdminApp } from './admin-app.tsx';
export type { AdminPlatform, UploadProgress } from './platform/platform.ts';
export { AdminPlatformProvider } from './platform/platform.ts';
