import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Gate: @doyensec/electronegativity over the desktop sources finds nothing high, and only the two
 * medium findings that docs/desktop.md and the README explain (the reviewed preload bridge and the
 * scheme-checked openExternal). A new finding, or one of those moving, fails until it is reviewed.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const EXPLAINED_MEDIUM = new Set([
  'PRELOAD_JS_CHECK admin-desktop/src/main/window.ts',
  'OPEN_EXTERNAL_JS_CHECK admin-desktop/src/main/security.ts',
]);

interface Finding {
  check: string;
  severity: string;
  file: string;
}

function runElectronegativity(): Finding[] {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-electronegativity-'));
  try {
    const report = join(dir, 'report.csv');
    // The report is the result (the wrapper answers the tool's network calls "offline"; it says
    // so and goes on); what the tool said is shown when the report is missing or not one.
    const run = spawnSync(
      process.execPath,
      [
        'admin-desktop/scripts/electronegativity.cjs',
        'admin-desktop',
        '-e',
        '45.4.1',
        '-x',
        'AvailableSecurityFixesGlobalCheck',
        '-o',
        report,
      ],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    const said = `exit ${run.status ?? run.signal}\n${run.stdout}\n${run.stderr}`;
    const [header, ...rows] = (existsSync(report) ? readFileSync(report, 'utf8') : '').trim().split('\n');
    expect(header, said).toMatch(/^issue, severity, confidence, filename/);
    return rows.map((row) => {
      const [check, severity, , file] = row.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
      return { check: check!, severity: severity!, file: file!.replace(`${root}`, '').replace(/^\//, '') };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('electronegativity over admin-desktop', () => {
  it('when the desktop sources are scanned, then nothing is high and every medium finding is an explained one', () => {
    const findings = runElectronegativity();
    expect(findings.length).toBeGreaterThan(0); // the scan ran over the sources
    expect(findings.filter((f) => f.severity === 'HIGH')).toEqual([]);
    const medium = findings.filter((f) => f.severity === 'MEDIUM').map((f) => `${f.check} ${f.file}`);
    expect(medium.filter((m) => !EXPLAINED_MEDIUM.has(m))).toEqual([]);
  }, 90_000);
});
