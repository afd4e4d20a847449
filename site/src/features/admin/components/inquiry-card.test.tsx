import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Inquiry } from '#shared/schemas/inquiry.ts';
import { createMemoryPlatform } from '../platform/memory-platform.ts';
import { AdminPlatformProvider } from '../platform/platform.ts';
import { createAdminStores } from '../stores/admin-stores.ts';
import { AdminStoresProvider } from '../stores/use-admin-stores.ts';
import { InquiryCard } from './inquiry-card.tsx';

const SITE = 'https://lumen.test';
const card = (inquiry: Inquiry) => {
  const { platform } = createMemoryPlatform({ baseUrl: SITE });
  return renderToStaticMarkup(
    <AdminPlatformProvider value={platform}>
      <AdminStoresProvider value={createAdminStores(platform)}>
        <InquiryCard inquiry={inquiry} />
      </AdminStoresProvider>
    </AdminPlatformProvider>,
  );
};

const base: Inquiry = {
  id: 'a1',
  firstName: 'Sam',
  lastName: 'Buyer',
  email: 'sam@example.com',
  details: 'Is the basement finished?',
  status: 'new',
  createdAt: '2026-11-29T10:00:00Z',
};

describe("the studio inbox's card", () => {
  it('when an inquiry is a listing lead, then it names the property, linked to its page, and says it is a lead', () => {
    const html = card({ ...base, listing: { slug: '48-maple-ave', address: '48 Maple Ave <East>' } });
    expect(html).toContain(
      `About: <a href="${SITE}/listings/48-maple-ave" target="_blank" rel="noopener">48 Maple Ave &lt;East&gt;</a>`,
    );
    expect(html).toContain('Listing lead');
    expect(html).not.toContain('Quote request');
  });

  it('when an inquiry comes from the contact form, then it is a quote request about no property', () => {
    const html = card(base);
    expect(html).toContain('Quote request');
    expect(html).not.toContain('About:');
  });

  it('when the owner presses the address to reply, then the e-mail opens with a subject naming what they asked about', () => {
    expect(card(base)).toContain(
      'href="mailto:sam@example.com?subject=Your%20quote%20request%20to%20Lumen%20Realty%20Media"',
    );
    const lead = card({ ...base, listing: { slug: '48-maple-ave', address: '48 Maple Ave & Co' } });
    expect(lead).toContain('href="mailto:sam@example.com?subject=48%20Maple%20Ave%20%26%20Co"');
  });
});
