import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

const maxFrames = 20;

/** Focuses the page's h1 once it is rendered (lazy screens may need a few frames). */
const focusHeading = (frame = 0): void => {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    heading.focus({ preventScroll: true });
    return;
  }
  if (frame < maxFrames) requestAnimationFrame(() => focusHeading(frame + 1));
};

/**
 * After each navigation: scroll to the top (spec section 2) and, when the path changed, move focus
 * to the page's h1 so screen readers announce the new page. The first page load keeps the default.
 */
export function useNavigationEffects(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.hrefChanged) return;
        window.scrollTo(0, 0);
        if (event.pathChanged) requestAnimationFrame(() => focusHeading());
      }),
    [router],
  );
}
