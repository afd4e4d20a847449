import { execFileSync } from 'node:child_process';

const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;

/** Files git knows or would add (tracked, and new files that are not ignored). */
function repositoryFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0'))];
}

/** TypeScript files git knows or would add. */
export function sourceFiles(root: string): string[] {
  return repositoryFiles(root).filter((path) => TYPESCRIPT.test(path) && !path.endsWith('.d.ts'));
}

/** Style sheets git knows or would add. */
export function styleSheets(root: string): string[] {
  return repositoryFiles(root).filter((path) => path.endsWith('.css'));
}
