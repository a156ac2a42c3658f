/**
 * Caches the service worker fills at run time. Guest data belongs to the signed-in guest: the app
 * deletes it at sign-out and at every sign-in, so one guest's data never outlives their session.
 */
export const GUEST_DATA_CACHE = 'marsa-guest-data';
export const IMAGE_CACHE = 'marsa-images';
/** The shipped brand fonts (ship content, not guest data: kept across sign-ins). */
export const FONT_CACHE = 'marsa-fonts';
