/** Stands for the public origin in prerendered HTML; replaced by the real one when served. */
export const ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';
