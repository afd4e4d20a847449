import { join } from 'node:path';
import { z } from 'zod';
import { siteAddressSchema } from '../ipc/site-address.ts';
import { readJsonFile, writeJsonFile } from './atomic-file.ts';

const CONNECTION_FILE = 'connection.json';
const connectionFileSchema = z.object({ v: z.literal(1), siteUrl: siteAddressSchema });

/** The site address chosen on first run (not secret: kept as plain JSON). */
export async function readConnection(dir: string): Promise<string | undefined> {
  return (await readJsonFile(join(dir, CONNECTION_FILE), connectionFileSchema))?.siteUrl;
}

export function writeConnection(dir: string, siteUrl: string): Promise<void> {
  return writeJsonFile(join(dir, CONNECTION_FILE), { v: 1, siteUrl });
}
