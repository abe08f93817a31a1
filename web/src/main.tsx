// The sign-in subset of Mantine's CSS stays in the HTML's stylesheet (the prerendered /login needs it to paint).
import './app/styles.ts';

const boot = () => void import('./boot.tsx');

/** A session kept from an earlier visit: /login must boot at once to send its holder on. */
function signedIn(): boolean {
  try {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? 'null') as { auth?: string } | null;
    return Boolean(root?.auth && (JSON.parse(root.auth) as { isLoggedIn?: boolean }).isLoggedIn);
  } catch {
    return false;
  }
}

const copy = document.getElementById('prerendered');
if (copy && !signedIn()) {
  // /login arrives rendered and its fields take input as plain HTML (scripts/prerender-login.ts). The app is needed
  // only once somebody acts on the page: evaluating it blocks a slow phone's main thread for about a second (issue
  // 10), so it loads on the first pointer, key or focus. The live form takes over what was typed, the focus and a
  // submit caught meanwhile (app/prerendered.ts).
  const events = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  const start = () => {
    for (const type of events) document.removeEventListener(type, start, true);
    window.removeEventListener('storage', signedInElsewhere);
    boot();
  };
  // Signing in in another tab signs this one in too (spec section 4): the app then sends it on.
  const signedInElsewhere = () => {
    if (signedIn()) start();
  };
  for (const type of events) document.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('storage', signedInElsewhere);
  // A press on Sign in that the app takes over before its release: the copy's button is gone, so the browser sends
  // no click at all. The release on the live button submits the live form instead.
  let pressedSubmit = false;
  copy.addEventListener('pointerdown', (event) => {
    pressedSubmit = Boolean((event.target as Element).closest('button[type="submit"]'));
  });
  document.addEventListener(
    'pointerup',
    (event) => {
      const pressed = pressedSubmit;
      pressedSubmit = false;
      if (!pressed || copy.isConnected || !(event.target instanceof Element)) return;
      const live = event.target.closest<HTMLButtonElement>('button[type="submit"]');
      live?.form?.requestSubmit(live);
    },
    true,
  );
  copy.addEventListener('submit', (event) => {
    // Never the browser's own submit (it would put the password in the address).
    event.preventDefault();
    copy.dataset.submitted = 'true';
    start();
  });
} else {
  // Paint what the HTML holds (the boot shell, or /login for a signed-in visitor) before the app's script runs.
  requestAnimationFrame(() => setTimeout(boot));
}
