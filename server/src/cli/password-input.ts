import { stdin, stdout } from 'node:process';
import type { CliIo } from './cli-io.ts';

/** Reads everything piped on stdin and returns its first line (`printf '%s' "$P" | npm run owner ...`). */
async function readPiped(input: CliIo['stdin']): Promise<string> {
  // Decoded once at the end: a character's bytes may be split between chunks.
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal (only the process's own is one) without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/**
 * The password, from (in order) --password, the OWNER_PASSWORD variable, piped stdin, or a hidden
 * prompt typed twice. The last three keep it out of shell history and the process list.
 */
export async function resolvePassword(flag: string | undefined, io: CliIo): Promise<string> {
  if (flag !== undefined) return flag;
  const fromEnv = io.env.OWNER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!io.stdin.isTTY) return readPiped(io.stdin);
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat password: ');
  if (first !== second) throw new Error('the passwords do not match');
  return first;
}
