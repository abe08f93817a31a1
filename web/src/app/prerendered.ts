import { useLayoutEffect } from 'react';

/**
 * /login arrives with the sign-in page already rendered in `#prerendered` (scripts/prerender-login.ts). A public
 * screen calls this so that, in the frame React first paints it, the static copy goes: no blank frame between them
 * and no second copy on screen.
 */
export function useDropPrerendered() {
  useLayoutEffect(() => {
    document.getElementById('prerendered')?.remove();
  }, []);
}
