/**
 * The page template an address is rendered with, for grouping Web Vitals: the first path segment,
 * with `/*` when the address goes deeper (`/blog/a-post` -> `blog/*`, `/blog` -> `blog`, `/` ->
 * `home`). Every page under one route pattern shares its template's figures.
 */
export function pageTemplate(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return 'home';
  return segments.length > 1 ? `${segments[0]}/*` : segments[0]!;
}

/** Screen classes the beacon reports (the viewport's CSS width), also the device class of Vitals. */
export const SCREEN_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
type ScreenClass = (typeof SCREEN_CLASSES)[number];

export function screenClassOf(width: number): ScreenClass {
  if (width < 768) return 'mobile';
  return width < 1100 ? 'tablet' : 'desktop';
}
