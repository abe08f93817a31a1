// The sign-in subset of Mantine's CSS stays in the HTML's stylesheet (the prerendered /login needs it to paint).
import './app/styles.ts';

// Paint what the HTML holds (the prerendered sign-in page, or the boot shell) before the app's script runs: on a
// slow phone evaluating it blocks the main thread for a while, and the page is readable meanwhile (issue 10).
requestAnimationFrame(() => setTimeout(() => void import('./boot.tsx')));
