import { useCallback } from 'react';
import type { ApiRequest } from '../../lib/api.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { requestJson } from '../../lib/http.ts';
import { toastError } from '../../lib/toast.ts';
import { serverMessage } from '../../ui/forms.ts';

/**
 * Downloads through a signed link: `request` (a descriptor's, from requestOf) answers `{ signedUrl }`, which the
 * browser then follows as a download (the server names the file). A refusal shows the server's message.
 */
export function useSignedDownload() {
  const token = useAppSelector((s) => s.auth.user?.token);
  return useCallback(
    async (request: Pick<ApiRequest, 'url' | 'params'>) => {
      try {
        const res = await requestJson<{ data: { signedUrl: string } }>(request.url, { params: request.params, token });
        const a = window.document.createElement('a');
        a.href = res.data.signedUrl;
        a.download = '';
        window.document.body.append(a);
        a.click();
        a.remove();
      } catch (e) {
        toastError(serverMessage(e, 'Error while downloading a file'));
      }
    },
    [token],
  );
}
