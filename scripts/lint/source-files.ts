import { execFileSync } from 'node:child_process';

const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;

/** TypeScript files git knows or would add (tracked, and new files that are not ignored). */
export function sourceFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0'))].filter((path) => TYPESCRIPT.test(path) && !path.endsWith('.d.ts'));
}
