import { useLayoutEffect } from 'react';

/**
 * The server sends each page with a static shell of the layout (the brand's logo and the page's
 * heading, src/server/http/static-shell.ts) beside the app's root, which stays hidden while the
 * shell is there (layout.css). Once `shown` is true the app removes the shell before the browser
 * paints, so the app's own header and heading take its place in one frame.
 */
export function useStaticShellHandover(shown = true): void {
  useLayoutEffect(() => {
    if (shown) document.getElementById('static-shell')?.remove();
  }, [shown]);
}
