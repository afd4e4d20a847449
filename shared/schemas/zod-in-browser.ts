import { z } from 'zod';

/**
 * What `zod` is in the browser bundles (the site's client build, the desktop renderer and
 * preload; scripts/zod-in-browser.ts points them here). zod compiles object parsers with
 * `new Function` when a probe finds eval allowed. The probe is itself an eval: under a CSP without
 * 'unsafe-eval' it is blocked and reported as a violation, even though zod catches the throw.
 * Told plainly, zod never probes. It must be told before the first schema is created, and an
 * "import this first" in an entry is not enough: the bundler evaluates a shared chunk's schemas
 * before the entry's own modules. As the module every schema imports zod from, this one is
 * evaluated before any of them, whatever the chunks. The server keeps zod's fast parsers.
 */
z.config({ jitless: true });

export * from 'zod';
