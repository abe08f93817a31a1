import { useCallback } from 'react';
import type { ApiRequest } from '../../app/api.ts';
import { useAppSelector } from '../../app/hooks.ts';
import { http } from '../../app/http.ts';
import { toastError } from '../../app/setup.ts';
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
        const res = await http.get<{ data: { signedUrl: string } }>(request.url, {
          params: request.params,
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        const a = window.document.createElement('a');
        a.href = res.data.data.signedUrl;
        a.download = '';
        window.document.body.append(a);
        a.click();
        a.remove();
      } catch (e) {
        toastError(
          serverMessage((e as { response?: { data?: unknown } }).response?.data, 'Error while downloading a file'),
        );
      }
    },
    [token],
  );
}
