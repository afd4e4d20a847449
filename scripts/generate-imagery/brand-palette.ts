/** Brand colours shared by the logo, the Open Graph card and the mock-ups drawn by the generator. */
export const BRAND = {
  navy: '#0c1f3c',
  navyDeep: '#081530',
  gold: '#c9a45c',
  goldLight: '#e3c88e',
  white: '#ffffff',
  grey: '#6b7280',
} as const;

/** Font stack used in SVG text: system sans first, so browsers and librsvg both have a match. */
export const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif";
