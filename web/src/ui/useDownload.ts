import { useCallback, useState } from 'react';
import { errorToast } from '../app/errors.ts';
import { useAppDispatch, useAppSelector, useRolePrefix } from '../app/hooks.ts';
import { toastError } from '../app/setup.ts';
import { logout } from '../app/slices/auth.ts';

/**
 * What a download button needs: the role prefix and token for the request, and `run`, which marks the button busy
 * while the download streams and turns a failure into the error toast (signing out on 401).
 */
export function useDownload() {
  const prefix = useRolePrefix();
  const token = useAppSelector((s) => s.auth.user?.token);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (download: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await download();
      } catch (e) {
        const error = e as Parameters<typeof errorToast>[0];
        const { title, message } = errorToast(error);
        toastError(message, title);
        if (error.status === 401) dispatch(logout());
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );

  return { prefix, token, busy, run };
}
