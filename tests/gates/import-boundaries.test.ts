import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneViolations } from '../../scripts/lint/import-zones.ts';

/**
 * The import boundaries (scripts/lint/import-zones.ts, one rule per zone; docs/boundaries.md) run
 * on a tiny tree of fixture files laid out like the repository: each boundary broken once must
 * fail, each allowed import must pass, and so must the repository.
 */
const ROOT = join(import.meta.dirname, '..', '..');

const FEATURES = 'Site features never import each other';
const SITE_SHARED = 'Shared site code (site/src/components, site/src/lib) never imports a feature';
const CONTRACT = 'shared/ is the contract';
const MODULES = 'A server module never imports another module';
const ROUTER = 'A router calls its service, never a repository';
const SERVICE = 'A service never imports a router';
const REPO = 'A repository never imports a service or a router';
const DESKTOP = 'The desktop uses the admin only through its public entry';
const NODE_ONLY = 'shared/node is Node-only';

/** One file breaking one boundary: [path, import line, expected message]. */
const VIOLATIONS: [string, string, string][] = [
  ['site/src/features/home/routes/home.tsx', "import { a } from '../../blog/lib/copy-text.ts';", FEATURES],
  ['site/src/features/home/home-meta.ts', "import { a } from '../blog/blog-meta.ts';", FEATURES],
  [
    'site/src/features/home/components/x.tsx',
    "import { a } from '../../../features/blog/lib/y.ts';",
    FEATURES,
  ],
  ['site/src/features/home/lib/deep/x.ts', "import { a } from '../../../blog/lib/y.ts';", FEATURES],
  ['site/src/components/ui/card.tsx', "import { a } from '../../features/blog/lib/y.ts';", SITE_SHARED],
  ['site/src/lib/page-meta.ts', "import { a } from '../features/admin/index.ts';", SITE_SHARED],
  ['shared/schemas/a.ts', "import { a } from '../../site/src/lib/site-data.ts';", CONTRACT],
  ['shared/api/b.ts', "import { a } from '../../server/src/config.ts';", CONTRACT],
  ['shared/content/c.ts', "import { a } from '../../admin-desktop/src/ipc/contract.ts';", CONTRACT],
  [
    'server/src/modules/portfolio/portfolio-service.ts',
    "import { a } from '../audit/audit-repo.ts';",
    MODULES,
  ],
  [
    'server/src/modules/newsletter/newsletter-router.ts',
    "import { a } from '../../site/site-router.ts';",
    MODULES,
  ],
  ['server/src/modules/auth/auth-service.ts', "import { a } from '../../services.ts';", MODULES],
  ['server/src/modules/inquiries/form-token.ts', "import { a } from '../../cli/owner.ts';", MODULES],
  [
    'server/src/modules/newsletter/subscribers-router.ts',
    "import { a } from './subscriber-repo.ts';",
    ROUTER,
  ],
  ['server/src/modules/inquiries/inquiry-repo.ts', "import { a } from './inquiry-service.ts';", REPO],
  ['server/src/modules/inquiries/inquiry-notice-repo.ts', "import { a } from './inquiry-router.ts';", REPO],
  ['server/src/modules/inquiries/inquiry-service.ts', "import { a } from './inquiry-router.ts';", SERVICE],
  ['server/src/modules/portfolio/portfolio.test.ts', "import { a } from '../audit/audit-repo.ts';", MODULES],
  [
    'admin-desktop/src/renderer/desktop-app.tsx',
    "import { a } from '../../../site/src/features/admin/admin-app.tsx';",
    DESKTOP,
  ],
  ['admin-desktop/src/renderer/main.tsx', "import '../../../site/src/styles/admin.css';", DESKTOP],
  ['site/src/lib/node-files.ts', "import { a } from '#shared/node/files.ts';", NODE_ONLY],
  // A zone holds at any folder depth, and for a dynamic import or a re-export too.
  ['server/src/modules/auth/deep/inner/x.ts', "const a = import('../../../portfolio/y.ts');", MODULES],
  ['site/src/features/home/a/b/c/d.ts', "export { a } from '../../../../blog/x.ts';", FEATURES],
];

/** Files whose imports stay inside the boundaries. */
const ALLOWED: [string, string[]][] = [
  [
    'site/src/features/blog/routes/blog-index.tsx',
    [
      "import { a } from '../components/blog-card.tsx';",
      "import { b } from '../../../components/ui/icon.tsx';",
      "import { c } from '../../../lib/page-meta.ts';",
      "import { d } from '#shared/content/blog/posts.ts';",
      "import { e } from 'react';",
    ],
  ],
  [
    'site/src/features/blog/blog-meta.ts',
    ["import { a } from './lib/copy-text.ts';", "import { b } from '../../lib/x.ts';"],
  ],
  ['site/src/app/routes.tsx', ["import { a } from '../features/home/routes/home.tsx';"]],
  ['shared/api/client.ts', ["import { a } from '../schemas/error.ts';", "import { z } from 'zod';"]],
  [
    'server/src/modules/portfolio/portfolio-service.ts',
    [
      "import { a } from './portfolio-repo.ts';",
      "import { b } from '../../http/http-error.ts';",
      "import { c } from '../../lib/audit-trail.ts';",
      "import { d } from '../../infra/data-dir-lock.ts';",
      "import { e } from '../../db/datastore.ts';",
      "import { f } from '../../config.ts';",
      "import { g } from '#shared/schemas/portfolio.ts';",
    ],
  ],
  [
    'server/src/modules/portfolio/portfolio-router.ts',
    ["import { a } from './portfolio-service.ts';", "import { b } from '../../http/validate.ts';"],
  ],
  ['server/src/modules/portfolio/portfolio-repo.ts', ["import { a } from '../../db/datastore.ts';"]],
  [
    'server/src/modules/health/health.test.ts',
    ["import { a } from '../../../../tests/support/test-app.ts';"],
  ],
  ['server/src/app.ts', ["import { a } from './modules/portfolio/portfolio-repo.ts';"]],
  ['server/src/lib/files.ts', ["import { a } from '#shared/node/files.ts';"]],
  [
    'admin-desktop/src/renderer/desktop-platform.ts',
    [
      "import { a } from '../../../site/src/features/admin/index.ts';",
      "import { b } from '#shared/api/client.ts';",
    ],
  ],
];

/** Writes the fixture files into `dir`, a git repository (the check lists the files git knows). */
async function writeTree(dir: string, files: [string, string][]) {
  for (const [path, text] of files) {
    await mkdir(join(dir, dirname(path)), { recursive: true });
    await writeFile(join(dir, path), `${text}\n`);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
}

/** The check exactly as `npm run lint` runs it, on `dir`. */
function lintZones(dir: string) {
  return spawnSync(process.execPath, [join(ROOT, 'scripts', 'lint', 'import-zones.ts'), dir], {
    encoding: 'utf8',
  });
}

describe('import boundaries (npm run lint)', () => {
  let broken: string;
  let clean: string;
  beforeAll(async () => {
    broken = await mkdtemp(join(tmpdir(), 'boundaries-broken-'));
    clean = await mkdtemp(join(tmpdir(), 'boundaries-clean-'));
    await writeTree(
      broken,
      VIOLATIONS.map(([path, line]) => [path, line]),
    );
    await writeTree(
      clean,
      ALLOWED.map(([path, imports]) => [path, imports.join('\n')]),
    );
  });
  afterAll(async () => {
    await rm(broken, { recursive: true, force: true });
    await rm(clean, { recursive: true, force: true });
  });

  it('when npm run lint runs, then the zone check is part of it', async () => {
    const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
    expect(scripts.lint).toContain('node scripts/lint/import-zones.ts');
  });

  it('when any boundary is broken, then the check fails naming each file', () => {
    const run = lintZones(broken);
    expect(run.status).toBe(1);
    for (const [path] of VIOLATIONS) expect(run.stderr).toContain(`${path}:1 imports`);
  });

  it.each(VIOLATIONS)(
    'when %s does "%s", then the check names the broken boundary',
    (path, _line, message) => {
      const found = zoneViolations(broken).filter((v) => v.path === path);
      expect(found.map((v) => v.message)).toEqual([expect.stringContaining(message)]);
    },
  );

  it('when every import stays inside its boundary, then the check passes', () => {
    expect(zoneViolations(clean)).toEqual([]);
    expect(lintZones(clean).status).toBe(0);
  });

  it('when a violating import is planted in a copy of a real file, then the check fails on it', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'boundaries-copy-'));
    try {
      const real = 'server/src/modules/newsletter/newsletter-router.ts';
      const text = await readFile(join(ROOT, real), 'utf8');
      await writeTree(copy, [
        [real, text],
        [
          real.replace('newsletter-router', 'newsletter-planted'),
          `${text}\nexport * from '../auth/auth-repo.ts';`,
        ],
      ]);
      const run = lintZones(copy);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('newsletter-planted.ts');
      expect(run.stderr).toContain("imports '../auth/auth-repo.ts'");
      expect(run.stderr).not.toContain('newsletter-router.ts:');
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('when the repository itself is checked, then no boundary is broken', () => {
    const run = lintZones(ROOT);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
