import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';
import type { Inquiry } from '#shared/schemas/inquiry.ts';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import { fetchFormToken } from '../support/form-token.ts';
import { createOwner } from './fault-clients.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { signInAt } from '../api/owner-client.ts';

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server = dataDir = undefined;
});

describe('acknowledged writes and a crash', () => {
  it('when the server is killed (SIGKILL) right after answering, then items, uploads and requests are all there on restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumen-crash-'));
    await createOwner(dataDir);
    const env = { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' };
    server = await startServerProcess({ dataDir, env, site: 'stub' });
    const owner = await signInAt(server.url);
    const formToken = await fetchFormToken(server.url);
    // Tokens are single-use: a second form, shown before the crash and sent after it.
    const laterToken = await fetchFormToken(server.url);

    const removed = PORTFOLIO_SEED.photographyPortfolio[0]!.id;
    expect(
      (await owner.call(`/api/portfolio/photographyPortfolio/${removed}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const item = (await (
      await owner.call('/api/portfolio/photographyPortfolio', {
        method: 'POST',
        json: {
          title: 'Crash-proof',
          description: 'Saved before the crash',
          type: 'image',
          src: '/x.jpg',
          alt: 'x',
        },
      })
    ).json()) as PortfolioItem;
    const form = new FormData();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
    const upload = (await (
      await owner.call('/api/upload', { method: 'POST', body: form })
    ).json()) as UploadAnswer;
    const inquiry = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Kim',
        lastName: 'Lee',
        email: 'kim@agent.ca',
        details: 'Condo shoot',
        formToken,
      }),
    });
    expect(inquiry.status).toBe(201);

    expect(await server.kill('SIGKILL')).toBeNull();
    server = await startServerProcess({ dataDir, env, site: 'stub' });

    const items = (await (
      await fetch(`${server.url}/api/portfolio/photographyPortfolio`)
    ).json()) as PortfolioItem[];
    expect(items.map((i) => i.id)).toContain(item.id);
    // The built-in item the owner deleted is not seeded back.
    expect(items.map((i) => i.id)).not.toContain(removed);
    expect((await fetch(`${server.url}${upload.url}`)).status).toBe(200);
    const again = await signInAt(server.url);
    const inquiries = (await (await again.call('/api/admin/inquiries')).json()) as Inquiry[];
    expect(inquiries.map((i) => i.details)).toEqual(['Condo shoot']);
    // The form-token secret survived too: a contact form shown before the crash still sends.
    const later = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Kim',
        lastName: 'Lee',
        email: 'kim@agent.ca',
        details: 'Again',
        formToken: laterToken,
      }),
    });
    expect(later.status).toBe(201);
  });
});
