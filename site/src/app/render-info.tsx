import { createContext, useContext } from 'react';

/**
 * Facts fixed at render time and shared by server and client so hydration matches:
 * the render date (footer year, legal "last updated") and whether the request came from a
 * mobile user agent (spec: mobile = mobile UA or width <= 768).
 */
export interface RenderInfo {
  now: string;
  mobileUserAgent: boolean;
}

export const RenderInfoContext = createContext<RenderInfo>({
  now: new Date(0).toISOString(),
  mobileUserAgent: false,
});

export const useRenderInfo = () => useContext(RenderInfoContext);

export { MOBILE_UA } from '../lib/mobile.ts';
