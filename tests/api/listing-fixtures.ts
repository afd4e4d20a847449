/** The API's listings address. */
export const LISTINGS = '/api/admin/content/listings';

/**
 * A published listing as the studio sends it, with only what publishing asks for: 123 Main St,
 * for sale, its agent, and these photos.
 */
export function publishedListing(photos: { src: string; alt: string }[]) {
  return {
    address: '123 Main St',
    city: 'Toronto',
    listingStatus: 'for-sale',
    photos,
    agent: {
      name: 'Priya Raman',
      phone: '416 555 0142',
      email: 'priya@northgate.test',
      brokerage: 'Northgate',
    },
    status: 'published',
  };
}
