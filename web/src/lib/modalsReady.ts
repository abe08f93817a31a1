/**
 * What the sign-in page does not need is mounted on first use: Mantine's modals manager (Modal
 * brings ScrollArea and floating-ui, about 25 KB gzip) when the first confirmation is asked for
 * (ui/ConfirmDialog.tsx), and Mantine's notification stack when the first notification is shown
 * (app/LazyOverlays.tsx). Confirmations asked before the manager is mounted wait for it.
 */
let markReady: () => void = () => undefined;
const modalsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
export const setModalsReady = () => markReady();

let wanted = false;
const listeners = new Set<() => void>();
/** Asks for the modals manager to be mounted; answers when it is. */
export function requestModals(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  return modalsReady;
}
export const modalsWanted = () => wanted;
export function onModalsWanted(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
