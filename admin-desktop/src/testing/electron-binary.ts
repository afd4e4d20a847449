import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const electronDir = fileURLToPath(new URL('../../../node_modules/electron/', import.meta.url));

/**
 * Electron's executable if it is installed, without `require('electron')`: that would try to
 * download it (impossible on machines without internet). ELECTRON_EXEC_PATH wins, as for
 * electron-vite.
 */
export function electronBinary(): string | undefined {
  const fromEnv = process.env.ELECTRON_EXEC_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const pathFile = `${electronDir}path.txt`;
  if (!existsSync(pathFile)) return undefined;
  const binary = `${electronDir}dist/${readFileSync(pathFile, 'utf8').trim()}`;
  return existsSync(binary) ? binary : undefined;
}

export const NO_ELECTRON_MESSAGE =
  'Electron binary not installed (it cannot be downloaded on this machine): set ELECTRON_EXEC_PATH or ' +
  'install Electron where there is internet to run the tests that launch the app';
