/**
 * `npm run lint`: the import boundaries of docs/boundaries.md, each written once for its zone.
 * Every import of every TypeScript file is resolved to the repository path it reaches (relative
 * specifiers from the importing file, `#shared/*` to `shared/*`; packages are left alone), so a
 * rule says "a feature never reaches another feature", not one pattern per folder depth.
 * Usage: node scripts/lint/import-zones.ts [root]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { sourceFiles } from './source-files.ts';

interface ZoneRule {
  /** The importing files: a repository path matching this, its groups handed to `reaches`. */
  from: RegExp;
  /** Whether an import of `target` (a repository path) from such a file crosses the boundary. */
  reaches: (target: string, from: RegExpMatchArray) => boolean;
  message: string;
}

const MODULE_SHARES = /^server\/src\/(?:http|lib|infra|db)\/|^server\/src\/config\.ts$/;
const MODULES =
  "A server module never imports another module or the app's wiring: share through server/src/http, server/src/lib or server/src/infra, or let services.ts/app.ts hand it in (see docs/boundaries.md).";

/** The boundaries, one rule per zone (docs/boundaries.md has the reasons). */
const ZONE_RULES: ZoneRule[] = [
  {
    from: /^site\//,
    reaches: (target) => target.startsWith('shared/node/'),
    message: 'shared/node is Node-only (server and desktop main process); the site never imports it.',
  },
  {
    from: /^site\/src\/features\/([^/]+)\//,
    reaches: (target, [, feature]) =>
      target.startsWith('site/src/features/') && !target.startsWith(`site/src/features/${feature}/`),
    message:
      'Site features never import each other: move what both need to site/src/components, site/src/lib or shared/ (see docs/boundaries.md).',
  },
  {
    from: /^site\/src\/(?:components|lib)\//,
    reaches: (target) => target.startsWith('site/src/features/'),
    message:
      'Shared site code (site/src/components, site/src/lib) never imports a feature; features import it.',
  },
  {
    from: /^shared\//,
    reaches: (target) => /^(?:site|server|admin-desktop)\//.test(target),
    message: 'shared/ is the contract: it imports nothing from site/, server/ or admin-desktop/.',
  },
  {
    from: /^admin-desktop\//,
    reaches: (target) =>
      target.startsWith('site/src/') && !/^site\/src\/features\/admin(?:\/index(?:\.tsx?)?)?$/.test(target),
    message: 'The desktop uses the admin only through its public entry, site/src/features/admin/index.ts.',
  },
  {
    from: /^server\/src\/modules\/([^/]+)\//,
    reaches: (target, [, module]) =>
      target.startsWith('server/src/') &&
      !target.startsWith(`server/src/modules/${module}/`) &&
      !MODULE_SHARES.test(target),
    message: MODULES,
  },
  {
    from: /^server\/src\/modules\/.*-router\.ts$/,
    reaches: (target) => target.endsWith('-repo.ts'),
    message: 'A router calls its service, never a repository (router -> service -> repository).',
  },
  {
    from: /^server\/src\/modules\/.*-service\.ts$/,
    reaches: (target) => target.endsWith('-router.ts'),
    message: 'A service never imports a router (router -> service -> repository).',
  },
  {
    from: /^server\/src\/modules\/.*-repo\.ts$/,
    reaches: (target) => /-(?:service|router)\.ts$/.test(target),
    message: 'A repository never imports a service or a router (router -> service -> repository).',
  },
];

/**
 * `from '…'` of an import or re-export (over several lines too), a bare `import '…'`, and
 * `import('…')`. Statements are matched at the start of a line, so an import quoted inside a
 * string (a test's fixture) is not taken for one.
 */
const IMPORTS = [
  /^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/gm,
  /^\s*import\s*(['"])([^'"\n]+)\1/gm,
  /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g,
];

/** The repository path an import reaches, or undefined for a package. */
function resolveImport(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('#shared/')) return `shared/${specifier.slice('#shared/'.length)}`;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return posix.normalize(posix.join(dirname(file), specifier));
  }
  return undefined;
}

interface ZoneViolation {
  path: string;
  line: number;
  specifier: string;
  message: string;
}

export function zoneViolations(root: string, files = sourceFiles(root)): ZoneViolation[] {
  const found: ZoneViolation[] = [];
  for (const path of files) {
    const rules = ZONE_RULES.map((rule) => ({ rule, match: rule.from.exec(path) })).filter((r) => r.match);
    if (!rules.length) continue;
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // deleted in the working tree but still in the index
    }
    for (const pattern of IMPORTS) {
      for (const m of text.matchAll(pattern)) {
        const specifier = m[2]!;
        const target = resolveImport(path, specifier);
        if (!target) continue;
        for (const { rule, match } of rules) {
          if (!rule.reaches(target, match!)) continue;
          const line = text.slice(0, m.index + m[0].length).split('\n').length;
          found.push({ path, line, specifier, message: rule.message });
        }
      }
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
}

if (import.meta.main) {
  const found = zoneViolations(process.argv[2] ?? process.cwd());
  if (found.length) {
    console.error('import zones: these imports cross a boundary (docs/boundaries.md):');
    for (const v of found) console.error(`  ${v.path}:${v.line} imports '${v.specifier}': ${v.message}`);
    process.exit(1);
  }
  console.log('import zones: every import stays inside its boundaries');
}
