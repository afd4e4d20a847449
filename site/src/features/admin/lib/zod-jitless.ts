import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when its probe finds eval allowed; the probe
 * itself is an eval that the CSP (no 'unsafe-eval') blocks and reports as a violation. Told
 * plainly, zod never probes. Imported first by the admin island, before any schema is created
 * (the desktop renderer does the same in admin-desktop/src/ipc/zod-jitless.ts). In the browser only:
 * the server renders this island with the zod its own validation uses, which keeps its fast parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
