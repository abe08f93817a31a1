import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Spec section 4: some actions are broadcast to the other open tabs of the portal, which dispatch them too. The
 * browser's own BroadcastChannel does it; the library this replaced (redux-state-sync, with a BroadcastChannel
 * polyfill for browsers that all have the real one now) was 5 KB gzip of the sign-in page's 200 KB budget.
 * A received action carries `meta.fromOtherTab`, so it is not sent back.
 */
const CHANNEL = 'portal-state-sync';

type Synced = UnknownAction & { meta?: { fromOtherTab?: boolean } };

export function crossTabSync(types: readonly string[]) {
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(CHANNEL);
  } catch (e) {
    console.error("Your browser doesn't support cross tab communication", e);
  }
  const shared = (action: unknown): action is Synced => isAction(action) && types.includes(action.type);

  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (channel && shared(action) && !action.meta?.fromOtherTab) {
      try {
        // Structured clone: the spec's actions are plain data.
        channel.postMessage(action);
      } catch (e) {
        console.error('An action could not be sent to the other tabs', e);
      }
    }
    return result;
  };

  /** Dispatches what the other tabs broadcast. */
  const listen = (dispatch: (action: UnknownAction) => unknown) => {
    if (!channel) return;
    channel.onmessage = (event: MessageEvent) => {
      const action = event.data as unknown;
      if (shared(action)) dispatch({ ...action, meta: { ...action.meta, fromOtherTab: true } });
    };
  };

  return { middleware, listen };
}
