import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries (biome.json, noRestrictedImports per folder; docs/boundaries.md) run on a
 * tiny tree of fixture files, laid out like the repository, with the repository's own Biome
 * configuration: each boundary broken once must fail, each allowed import must pass.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');
const RULE = 'lint/style/noRestrictedImports';

const FEATURES = 'Site features never import each other';
const SITE_SHARED = 'Shared site code (site/src/components, site/src/lib) never imports a feature';
const CONTRACT = 'shared/ is the contract';
const MODULES = 'A server module never imports another module';
const ROUTER = 'A router calls its service, never a repository';
const SERVICE = 'A service never imports a router';
const REPO = 'A repository never imports a service or a router';
const DESKTOP = 'The desktop uses the admin only through its public entry';

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
  [
    'admin-desktop/src/renderer/desktop-platform.ts',
    [
      "import { a } from '../../../site/src/features/admin/index.ts';",
      "import { b } from '#shared/api/client.ts';",
    ],
  ],
];

type Diagnostic = { category: string; message: string; location: { path: string } };

/** Runs the repository's Biome configuration on `dir`; only the boundary rule. */
function lintBoundaries(dir: string): { status: number | null; diagnostics: Diagnostic[] } {
  const run = spawnSync(BIOME, ['lint', '--only=style/noRestrictedImports', '--reporter=json', '.'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return { status: run.status, diagnostics: report.diagnostics.filter((d) => d.category === RULE) };
}

async function writeTree(dir: string, files: [string, string][]) {
  const config = JSON.parse(await readFile(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  await writeFile(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of files) {
    await mkdir(join(dir, dirname(path)), { recursive: true });
    await writeFile(join(dir, path), `${text}\n`);
  }
}

describe('import boundaries (npm run lint)', () => {
  let broken: string;
  let clean: string;
  let brokenRun: ReturnType<typeof lintBoundaries>;
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
    brokenRun = lintBoundaries(broken);
  });
  afterAll(async () => {
    await rm(broken, { recursive: true, force: true });
    await rm(clean, { recursive: true, force: true });
  });

  it('when any boundary is broken, then lint fails', () => {
    expect(brokenRun.status).not.toBe(0);
  });

  it.each(VIOLATIONS)('when %s does "%s", then lint names the broken boundary', (path, _line, message) => {
    const found = brokenRun.diagnostics.filter((d) => d.location.path === path);
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining(message)]);
  });

  it('when every import stays inside its boundary, then lint passes', () => {
    const run = lintBoundaries(clean);
    expect(run.diagnostics).toEqual([]);
    expect(run.status).toBe(0);
  });

  it('when the repository itself is checked, then no boundary is broken', () => {
    const run = lintBoundaries(ROOT);
    expect(run.diagnostics.map((d) => `${d.location.path}: ${d.message}`)).toEqual([]);
    expect(run.status).toBe(0);
  });
});
