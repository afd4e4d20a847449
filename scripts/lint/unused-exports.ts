/**
 * `npm run lint` (after Biome): every `export` is imported somewhere. An export no other file
 * names is either dead (remove it) or private to its file (drop the `export`), so a module's
 * surface says what others really use. A name counts as used when any other TypeScript file
 * mentions it as a word: cheap (no type checker, about a second) and never wrong in the direction
 * that matters, since a name it flags is truly named nowhere else; a coincidental word elsewhere
 * can only hide a dead export, not invent one. Default exports (config files) are not checked.
 * Usage: node scripts/lint/unused-exports.ts [root]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;
const DECLARED =
  /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
/** `export { a, b as c }` and `export type { ... }`, with or without `from`. */
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}/gm;
const WORD = /[A-Za-z_$][\w$]*/g;
const SELF = 'scripts/lint/unused-exports.ts';

/**
 * `path: name` pairs left exported on purpose, each with its reason. Keep this short: an entry
 * that another file now names is reported as stale.
 */
export const KEPT_EXPORTS = new Map<string, string>([
  // Work in flight on other branches (issues 12, 14 and 16) imports or edits these lines; the
  // owners drop the entry (or the export) when they land.
  ['admin-desktop/src/sync/portfolio-cache.ts: withChange', 'sync work in flight'],
  ['admin-desktop/src/sync/queue-ops.ts: deleteOpSchema', 'sync work in flight'],
  ['admin-desktop/src/sync/queue-ops.ts: reorderOpSchema', 'sync work in flight'],
  ['admin-desktop/src/sync/queue-ops.ts: uploadOpSchema', 'sync work in flight'],
  ['admin-desktop/src/sync/sync-status.ts: changeViewSchema', 'sync work in flight'],
  ['server/src/db/postgres/pg-migrate.ts: Migration', 'PostgreSQL work in flight'],
  ['server/src/db/postgres/pg-migrate.ts: MIGRATION_LOCK', 'PostgreSQL work in flight'],
  ['server/src/db/postgres/pg-store.ts: PgStoreOptions', 'PostgreSQL work in flight'],
  ['server/src/modules/auth/auth-router.ts: AuthRouterOptions', 'PostgreSQL work in flight'],
  // Landed by other branches while this check was written: their authors may still use them.
  ['admin-desktop/src/sync/content-kinds.ts: OptimisticBase', 'landed by sync during this session'],
  ['admin-desktop/src/sync/content-kinds.ts: postsKind', 'landed by sync during this session'],
  ['admin-desktop/src/sync/content-kinds.ts: projectsKind', 'landed by sync during this session'],
  ['admin-desktop/src/sync/content-kinds.ts: SYNC_COLLECTIONS', 'landed by sync during this session'],
  ['admin-desktop/src/sync/content-kinds.ts: SyncCollection', 'landed by sync during this session'],
  ['admin-desktop/src/sync/content-requests.ts: ContentRoute', 'landed by sync during this session'],
  ['admin-desktop/src/sync/queue-ops.ts: UpdateOp', 'landed by sync during this session'],
  ['shared/api/content-client.ts: ContentCalls', 'landed by admin editors during this session'],
  ['shared/api/content-client.ts: ContentTypes', 'landed by admin editors during this session'],
  ['site/src/features/admin/lib/post-form.ts: postBodyOf', 'landed by admin editors during this session'],
  ['site/src/features/admin/lib/post-form.ts: postFormOf', 'landed by admin editors during this session'],
  [
    'site/src/features/admin/lib/project-form.ts: projectBodyOf',
    'landed by admin editors during this session',
  ],
  [
    'site/src/features/admin/lib/project-form.ts: projectFormOf',
    'landed by admin editors during this session',
  ],
  [
    'site/src/features/admin/lib/publication.ts: PublicationLabel',
    'landed by admin editors during this session',
  ],
  [
    'site/src/features/admin/stores/content-store.ts: ContentState',
    'landed by admin editors during this session',
  ],
  [
    'site/src/features/admin/stores/content-store.ts: ContentStoreOptions',
    'landed by admin editors during this session',
  ],
  [
    'site/src/features/admin/stores/navigation-store.ts: SECTIONS',
    'landed by admin editors during this session',
  ],
  [
    'site/src/features/admin/stores/versions-store.ts: VersionsState',
    'landed by admin editors during this session',
  ],
  [
    'site/src/features/admin/stores/versions-store.ts: VersionsStore',
    'landed by admin editors during this session',
  ],
  ['tests/faults/sync-model/schedule.ts: ModelView', 'landed by sync during this session'],
]);

export interface UnusedExport {
  path: string;
  name: string;
  /** `private`: used in its own file only (drop `export`); `dead`: used nowhere (remove it). */
  kind: 'private' | 'dead';
}

/** Files git knows or would add (tracked, and new files that are not ignored). */
function sourceFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0'))].filter((path) => TYPESCRIPT.test(path) && !path.endsWith('.d.ts'));
}

/** Without comments, so a name mentioned only in a comment does not count as used. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function exportedNames(text: string): string[] {
  const names = [...text.matchAll(DECLARED)].map((m) => m[1]!);
  for (const list of text.matchAll(LISTED)) {
    for (const entry of list[1]!.split(',')) {
      const name = entry
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && name !== 'default') names.push(name);
    }
  }
  return [...new Set(names)];
}

export function unusedExports(root: string, files = sourceFiles(root)): UnusedExport[] {
  const texts = new Map<string, string>();
  for (const path of files) {
    try {
      texts.set(path, code(readFileSync(join(root, path), 'utf8')));
    } catch {
      // deleted in the working tree but still in the index
    }
  }
  /** How many files mention each word, and how often each file does. */
  const filesWith = new Map<string, number>();
  const countsIn = new Map<string, Map<string, number>>();
  for (const [path, text] of texts) {
    const counts = new Map<string, number>();
    for (const [word] of text.matchAll(WORD)) counts.set(word, (counts.get(word) ?? 0) + 1);
    countsIn.set(path, counts);
    // This file names the kept exports in KEPT_EXPORTS: that is no use of them.
    if (path === SELF) continue;
    for (const word of counts.keys()) filesWith.set(word, (filesWith.get(word) ?? 0) + 1);
  }
  const found: UnusedExport[] = [];
  for (const [path, text] of texts) {
    const counts = countsIn.get(path)!;
    for (const name of exportedNames(text)) {
      const others = (filesWith.get(name) ?? 0) - (path === SELF ? 0 : 1);
      if (others > 0) continue;
      found.push({ path, name, kind: (counts.get(name) ?? 0) > 1 ? 'private' : 'dead' });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path) || a.name.localeCompare(b.name));
}

const keyOf = (found: UnusedExport) => `${found.path}: ${found.name}`;

if (import.meta.main) {
  const root = process.argv[2] ?? process.cwd();
  const all = unusedExports(root);
  const found = all.filter((f) => !KEPT_EXPORTS.has(keyOf(f)));
  const stillKept = new Set(all.map(keyOf));
  for (const key of KEPT_EXPORTS.keys()) {
    if (!stillKept.has(key))
      console.warn(`unused exports: ${key} is named elsewhere now; drop it from KEPT_EXPORTS`);
  }
  if (found.length) {
    console.error('unused exports: no other file names these (drop `export`, or remove what is dead):');
    for (const { path, name, kind } of found) {
      console.error(`  ${path}: ${name} (${kind === 'dead' ? 'used nowhere' : 'used only in its own file'})`);
    }
    process.exit(1);
  }
  console.log('unused exports: every export is named by another file');
}
