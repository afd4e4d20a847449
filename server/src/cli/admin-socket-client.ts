import { connect } from 'node:net';
import { join } from 'node:path';
import { ADMIN_SOCKET } from '../infra/data-dir-lock.ts';
import {
  ownerCommandResultSchema,
  type OwnerCommand,
  type OwnerCommandResult,
} from '../modules/auth/owner-commands.ts';

/** Sends one owner command to the running server over DATA_DIR/admin.sock and reads its answer. */
export function sendOwnerCommand(dataDir: string, command: OwnerCommand): Promise<OwnerCommandResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(join(dataDir, ADMIN_SOCKET));
    let buffer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy(new Error('the server did not answer within 30 s')));
    socket.once('error', reject);
    socket.once('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.once('close', () => {
      const line = buffer.split('\n')[0] ?? '';
      try {
        resolve(ownerCommandResultSchema.parse(JSON.parse(line)));
      } catch {
        reject(new Error('the server sent no valid answer'));
      }
    });
  });
}
