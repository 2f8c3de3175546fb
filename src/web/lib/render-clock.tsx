import { createContext, useContext } from 'react';

/**
 * The moment a server-rendered page was rendered at (ISO text), handed to the browser with the
 * page. Time-dependent text (open or closed, the year in the footer) is first rendered for that
 * moment on both sides, so hydration finds the same markup, then follows the device's clock
 * (docs/decisions/015-server-rendered-storefront.md). Null when the page was rendered in the
 * browser alone: then the device's clock is used from the start.
 */
const RenderClockContext = createContext<string | null>(null);

export const RenderClockProvider = RenderClockContext.Provider;

/** The time to render with before the page is mounted: the server's, or now. */
export function useRenderTime(): Date {
  const renderedAt = useContext(RenderClockContext);
  return renderedAt ? new Date(renderedAt) : new Date();
}
