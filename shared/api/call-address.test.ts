import { describe, expect, it } from 'vitest';
import { addressOf, bodyOf } from './call-address.ts';
import { OWNER_CALLS } from './owner-calls.ts';
import { PUBLIC_CALLS } from './public-calls.ts';
import { SESSION_CALLS } from './session-calls.ts';

describe('a declared call’s address and body', () => {
  it('when a route names a field, then the field fills it, encoded, and is not sent again', () => {
    const input = { id: 'inq 1/2', status: 'handled' };
    expect(addressOf(OWNER_CALLS.setInquiryStatus, input)).toBe('/api/admin/inquiries/inq%201%2F2');
    expect(bodyOf(OWNER_CALLS.setInquiryStatus, input)).toEqual({ status: 'handled' });
  });

  it('when a GET or DELETE has other fields, then they go in the query, and an absent one is left out', () => {
    const remove = OWNER_CALLS.deleteItem;
    expect(addressOf(remove, { key: 'dronePortfolio', id: 'drone-1', version: 3 })).toBe(
      '/api/portfolio/dronePortfolio/drone-1?version=3',
    );
    expect(addressOf(remove, { key: 'dronePortfolio', id: 'drone-1' })).toBe(
      '/api/portfolio/dronePortfolio/drone-1',
    );
    expect(bodyOf(remove, { key: 'dronePortfolio', id: 'drone-1', version: 3 })).toBeUndefined();
    expect(addressOf(OWNER_CALLS.eraseSubscriber, { email: 'a+b@example.com' })).toBe(
      '/api/admin/subscribers?email=a%2Bb%40example.com',
    );
    expect(addressOf(OWNER_CALLS.subscribersCsv, { format: 'csv' })).toBe(
      '/api/admin/subscribers?format=csv',
    );
  });

  it('when a call declares its body, then that is what is sent (a portfolio item, an upload form)', () => {
    const item = { title: 'Aerial', type: 'image', src: '/uploads/a.jpg', alt: 'A roof' };
    expect(addressOf(OWNER_CALLS.createItem, { key: 'dronePortfolio', item })).toBe(
      '/api/portfolio/dronePortfolio',
    );
    expect(bodyOf(OWNER_CALLS.createItem, { key: 'dronePortfolio', item })).toBe(item);
    const form = bodyOf(SESSION_CALLS.upload, { file: new Blob(['x']), filename: 'roof.jpg' });
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('file') as File).name).toBe('roof.jpg');
  });

  it('when a call takes nothing, then it sends nothing (sign-out, restore from the trash)', () => {
    expect(bodyOf(SESSION_CALLS.logout, undefined)).toBeUndefined();
    expect(bodyOf(OWNER_CALLS.restoreFromTrash, { id: 'a'.repeat(32) })).toBeUndefined();
    expect(addressOf(PUBLIC_CALLS.inquiryFormToken, undefined)).toBe('/api/inquiries/form-token');
  });
});
