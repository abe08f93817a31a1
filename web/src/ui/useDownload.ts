import { useCallback, useState } from 'react';
import { endsSession, errorToast } from '../lib/errors.ts';
import { useAppDispatch, useAppSelector, useRolePrefix } from '../lib/hooks.ts';
import { isApiError, noAnswer } from '../lib/http.ts';
import { logout } from '../lib/slices/auth.ts';
import { toastError } from '../lib/toast.ts';

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
        const error = isApiError(e) ? e : noAnswer(e);
        const { title, message } = errorToast(error);
        toastError(message, title);
        if (endsSession(error)) dispatch(logout());
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );

  return { prefix, token, busy, run };
}
