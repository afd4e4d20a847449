import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it thinks eval is allowed. The renderer's
 * CSP forbids eval (no 'unsafe-eval'), and whether zod's probe sees that depends on the world the
 * code runs in, so it is told plainly. Import this FIRST, before any schema is created.
 */
z.config({ jitless: true });
