/**
 * Where pages send analytics beacons. Its own module (the API table imports it) so the page's
 * measuring script carries this one string, not the whole route table.
 */
export const BEACON_ADDRESS = '/api/event';
