/**
 * Every text the admin shows that the spec fixes (sections 2, 4, 5, 8), in one place so the web
 * admin, the desktop app and the browser tests agree on the exact wording.
 */
export const AUTH_TEXTS = {
  checking: 'Checking authentication...',
  cardTitle: 'Lumen Realty Media Authentication Required',
  cardText: 'You must be logged into the platform to access the admin panel',
  cardHint: 'Please log into your account on the platform to manage the portfolio content.',
  refresh: 'Refresh Page',
  notAuthenticated: 'Not authenticated',
} as const;

export const DASHBOARD_TEXTS = {
  loading: 'Loading portfolio data...',
  heroTitle: 'Portfolio Manager',
  heroSubtitle: 'Admin Dashboard',
  heading: 'Content Management',
  welcome: (name: string | undefined) => `Welcome ${name || 'Admin'} - Update your portfolio seamlessly`,
  userButton: (name: string | undefined) => name || 'Unknown',
  manageTab: 'Manage Items',
  addTab: 'Add New',
  editTab: 'Edit Item',
  portfolioHeading: (label: string) => `${label} Portfolio`,
  empty: 'No items found for this service',
  confirmDelete: 'Are you sure you want to delete this item?',
  /**
   * What the delete confirmation shows: the spec's sentence as its first line, then which item and
   * that it can come back (docs/trash.md).
   */
  confirmDeleteNamed: (name: string) =>
    `Are you sure you want to delete this item?\n\n"${name}" moves to the trash. You can restore it from there for 30 days.`,
  fetchFailed: 'Failed to fetch portfolio data',
} as const;

/**
 * A save or delete of a content entry refused because it was saved elsewhere since it was opened:
 * said without the version numbers the server names.
 */
export const CONFLICT_TEXTS = {
  title: (noun: string) => `This ${noun} changed elsewhere`,
  saveRefused: (noun: string) =>
    `This ${noun} was changed elsewhere (in another window or on another device) since you opened it, so your edit was not saved. It is still in the form. Reload the current version: what you typed is kept beside the form, to put back or copy.`,
  deleteRefused: (noun: string) =>
    `This ${noun} was changed elsewhere (in another window or on another device) since you opened it, so it was not deleted. Reload the current version and delete it again if it should still go.`,
  deletedElsewhere: (noun: string) => ({
    title: `This ${noun} was deleted elsewhere`,
    description: `It was deleted in another window or on another device. Your changes are still in the form: they are saved as a new draft when you save or type on.`,
  }),
  confirmForget: 'Forget the changes you typed? They are not saved anywhere.',
} as const;

export const FORM_TEXTS = {
  title: 'Title *',
  type: 'Type *',
  description: 'Description *',
  uploadImage: 'Upload Image',
  upload: 'Upload',
  uploading: 'Uploading...',
  category: 'Category/Tag',
  thumbnail: 'Thumbnail URL',
  specs: 'Specifications',
  alt: 'Alt text',
  decorative: 'Decorative image',
  featuredOnService: 'Featured on the service page',
  add: 'Add Item',
  update: 'Update Item',
  cancel: 'Cancel',
} as const;

/** Type options and the source field's label and placeholder per type (spec section 5). */
export const TYPE_OPTIONS = [
  { value: 'image', label: 'Image', srcLabel: 'Image URL *', placeholder: 'Image URL or path' },
  {
    value: 'video',
    label: 'Video (YouTube)',
    srcLabel: 'YouTube Video ID *',
    placeholder: 'e.g. M7lc1UVf-VE',
  },
  {
    value: 'embed',
    label: 'Embed (Matterport)',
    srcLabel: 'Embed Code *',
    placeholder: 'Paste iframe code here',
  },
] as const;

/** Notices of spec section 8 (title / description); the extra ones cover what the spec leaves open. */
export const NOTICES = {
  uploadFailed: { title: 'Upload failed', description: 'There was an error uploading your file' },
  missingFields: { title: 'Missing fields', description: 'Please fill in all required fields' },
  uploadDone: { title: 'Upload successful', description: 'Image uploaded and ready to use' },
  added: { title: 'Item added', description: 'Portfolio item has been added successfully' },
  updated: { title: 'Item updated', description: 'Portfolio item has been updated successfully' },
  deleted: { title: 'Item deleted', description: 'Portfolio item has been removed successfully' },
  loggedOut: {
    title: 'Logged out',
    description: 'You have been signed out. Sign in below to continue.',
  },
  addFailed: { title: 'Failed to add item' },
  updateFailed: { title: 'Failed to update item' },
  deleteFailed: { title: 'Failed to delete item' },
  missingAlt: {
    title: 'Missing alt text',
    description: 'Describe the image for people who cannot see it, or tick Decorative image',
  },
  invalidField: { title: 'Check the form' },
  conflict: {
    title: 'Item changed elsewhere',
    description:
      'This item was changed in another window or on another device, so the list has been refreshed. Your edits are still in the form: press Update Item again to replace the other version, or Cancel to keep it.',
  },
  deletedElsewhere: {
    title: 'Item deleted elsewhere',
    description:
      'This item was deleted in another window or on another device. Your changes are still in the form: press Add Item to add them as a new item, or Cancel to leave them.',
  },
  deleteConflict: {
    title: 'Item changed elsewhere',
    description:
      'This item was changed in another window or on another device, so it was not deleted and the list has been refreshed. Check the item and delete it again if it should still go.',
  },
  orderSaved: { title: 'Order saved' },
  orderFailed: { title: 'Failed to save the order' },
  sessionExpired: {
    title: 'Session expired',
    description: 'Please sign in again. The item you were working on is kept.',
  },
  signOutFailed: { title: 'Sign-out failed' },
  inquiryFailed: { title: 'Failed to update inquiry' },
  inquiryErased: (what: InquiryNoun) => ({
    title: 'Request deleted',
    description: `The ${what} is erased from the site.`,
  }),
  inquiryEraseFailed: { title: 'Failed to delete the request' },
  subscriberErased: { title: 'Subscriber removed', description: 'The address is erased from the site.' },
  subscriberEraseFailed: { title: 'Failed to remove the subscriber' },
  restored: { title: 'Restored' },
  restoreFailed: { title: 'Failed to restore' },
  exportFailed: { title: 'Failed to export subscribers' },
  exportDone: { title: 'Export ready', description: 'The subscriber list was saved as a CSV file' },
} as const;

/** Toast constants of spec section 9. */
/** What an inquiry is called: a lead from a property website is not a quote request. */
type InquiryNoun = 'quote request' | 'listing lead';
export const inquiryNoun = (inquiry: { listing?: unknown }): InquiryNoun =>
  inquiry.listing ? 'listing lead' : 'quote request';

/** Erasing a person's data cannot be undone: each confirmation says whose, and that it is for good. */
export const ERASE_TEXTS = {
  confirmInquiry: (name: string, what: InquiryNoun = 'quote request') =>
    `Delete the ${what} from ${name} for good? It is erased from the site and cannot be restored.`,
  confirmSubscriber: (email: string) =>
    `Remove ${email} from the newsletter list for good? The address and its consent record are erased and cannot be restored.`,
} as const;

export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = 'Notifications (F8)';
