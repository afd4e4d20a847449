import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, SERVER_NODE_FLAGS } from './node-flags.ts';

/** Every way the product starts the server passes Node the options the server is measured with. */
const read = (path: string) => readFile(new URL(`../../${path}`, import.meta.url), 'utf8');

describe("the server's Node options", () => {
  it.each(['start', 'serve'])(
    'when the owner runs npm run %s, then node gets every server option',
    async (name) => {
      const scripts = (JSON.parse(await read('package.json')) as { scripts: Record<string, string> }).scripts;
      const command = /node ((?:--\S+ )*)server\/src\/main\.ts/.exec(scripts[name]!);
      expect(command?.[1]?.trim().split(' ')).toEqual([...SERVER_NODE_FLAGS]);
    },
  );

  it('when the container starts, then node gets every server option', async () => {
    const cmd = /^CMD (\[.*\])$/m.exec(await read('docker/Dockerfile'));
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...SERVER_NODE_FLAGS, 'server/src/main.ts']);
  });

  it('when the process was started with other options or none, then the missing ones are named', () => {
    expect(missingNodeFlags(['--no-memory-reducer', '--enable-source-maps'])).toEqual([]);
    expect(missingNodeFlags(['--enable-source-maps'])).toEqual(['--no-memory-reducer']);
    expect(missingNodeFlags([])).toEqual(['--no-memory-reducer']);
  });
});
