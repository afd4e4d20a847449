import { startServerProcess } from '../support/server-process.ts';

/** Starts one production server for the browser tests and stops it afterwards. */
export default async function globalSetup() {
  const server = await startServerProcess({ env: { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' } });
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    await server.cleanup();
  };
}
