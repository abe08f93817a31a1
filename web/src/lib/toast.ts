import { notifications } from '@mantine/notifications';
import { setErrorListener } from './api.ts';
import { endsSession, errorToast } from './errors.ts';
import { logout } from './slices/auth.ts';
import type { store as appStore } from './store.ts';

/** Every toast closes after 10 s (spec section 9). */
export const TOAST_AUTO_CLOSE = 10_000;

export const toastSuccess = (message: string) =>
  notifications.show({ color: 'green', message, autoClose: TOAST_AUTO_CLOSE });

export const toastError = (message: string, title?: string) =>
  notifications.show({
    // The same failure reported by several parallel calls shows once.
    id: `error:${title ?? ''}:${message}`,
    color: 'red',
    title,
    message,
    autoClose: TOAST_AUTO_CLOSE,
  });

/** Wire the API client's error hook to the catalogue's toasts; a failure that ends the session also signs the user out. */
export const installErrorListener = (store: typeof appStore) => {
  setErrorListener((error) => {
    const { title, message } = errorToast(error);
    toastError(message, title);
    if (endsSession(error) && store.getState().auth.isLoggedIn) store.dispatch(logout());
  });
};
