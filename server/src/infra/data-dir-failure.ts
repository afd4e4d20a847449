/**
 * Why DATA_DIR could not be opened, naming it and what to do, for the file system's own refusals
 * (their text names a syscall, not the setting); other errors (another process holds it, a
 * damaged store) already say what they are. `who` is the program that needs it: the server, or one
 * of the npm run tools, which take the same lock.
 */
export function dataDirFailure(err: unknown, dataDir: string, who = 'the server'): string {
  const message = err instanceof Error ? err.message : String(err);
  if (!(err instanceof Error) || !('syscall' in err)) return message;
  switch ((err as NodeJS.ErrnoException).code) {
    case 'EACCES':
    case 'EPERM':
      return `DATA_DIR ${dataDir} cannot be written by this user (uid ${process.getuid?.()}): give the folder and its files to the user ${who} runs as, or set DATA_DIR to a folder it owns (${message})`;
    case 'EROFS':
      return `DATA_DIR ${dataDir} is on a read-only file system: ${who} needs to write there (${message})`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `DATA_DIR ${dataDir} has no space left: free some, then start again (${message})`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `DATA_DIR ${dataDir} is not a folder (a file is in the way): set DATA_DIR to a folder (${message})`;
    default:
      return `DATA_DIR ${dataDir}: ${message}`;
  }
}
