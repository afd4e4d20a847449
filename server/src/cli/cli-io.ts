import { type Config, ConfigError, loadConfig } from '../config.ts';
import { assertNode24 } from '../runtime-check.ts';

/**
 * What a command-line tool reads and writes, passed in rather than taken from `process`: the
 * process gives its own (runAsProcess), and the tests run the same code in their process with
 * their own environment, input and collected output, without starting Node again for each case.
 */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  /** Piped input (a password); a terminal when `isTTY`. */
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** One line of output each (console.log's newline added). */
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Ends a tool with this exit code (and its message on stderr, if any). */
export class CliExit extends Error {
  readonly code: number;
  constructor(code: number, message = '') {
    super(message);
    this.code = code;
  }
}

/** The settings as a tool reads them (no PUBLIC_URL needed); a bad one ends `tool` naming it. */
export function toolConfig(io: CliIo, tool: string): Config {
  try {
    return loadConfig(io.env, 'tool');
  } catch (err) {
    if (err instanceof ConfigError) throw new CliExit(1, `${tool}: ${err.message}`);
    throw err;
  }
}

/** A tool's main: the exit code it ends with. */
export type CliMain = (argv: string[], io: CliIo) => Promise<number>;

/**
 * Runs `main` and turns a CliExit thrown anywhere in it into its message and code, the way the
 * tools' `fail` ended the process before; anything else is a bug and propagates.
 */
export async function exitCodeOf(io: CliIo, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (err) {
    if (!(err instanceof CliExit)) throw err;
    if (err.message) io.err(err.message);
    return err.code;
  }
}

/** The tool as `npm run ...` starts it: the process's arguments, environment and streams. */
export async function runAsProcess(main: CliMain): Promise<void> {
  assertNode24();
  const code = await main(process.argv.slice(2), {
    env: process.env,
    stdin: process.stdin,
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
  // A failure ends at once, as before; success lets what the tool opened close on its own.
  if (code !== 0) process.exit(code);
}
