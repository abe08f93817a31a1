import { type Failure, type Ok, PROFILE_MESSAGES, type ProviderProfile } from '@portal/contracts';
import type { AxiosError, AxiosProgressEvent } from 'axios';
import { type ApiError, http } from '../../app/api.ts';

/** Image upload types (spec section 5); 'image/jpg' is not standard but some browsers report it. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif'] as const;
/** The file picker's accept attribute. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
/** Upload size limit, in bytes (spec section 9); the server answers 413 past it. */
export const AVATAR_MAX_BYTES = 15_000_000;

export const AVATAR_MESSAGES = {
  type: PROFILE_MESSAGES.avatarType,
  size: 'The file is larger than 15 MB',
  empty: PROFILE_MESSAGES.avatarMissing,
  /** Spec section 8, when the server gives no message (network failure, proxy error page). */
  failed: 'Error while uploading file',
} as const;

/** File name endings accepted when the browser reports no type for a file. */
const EXTENSIONS = /\.(png|jpe?g|gif)$/i;

/** What the checks read of a picked file (a `File` has all three). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * The browser-side checks before any upload: null when the file may be sent, else the message to show.
 * The type comes first (a large PDF is refused for being a PDF); the server checks the bytes again.
 */
export const checkAvatarFile = (file: PickedFile): string | null => {
  const type = file.type.toLowerCase();
  const typeOk = type ? (AVATAR_TYPES as readonly string[]).includes(type) : EXTENSIONS.test(file.name);
  if (!typeOk) return AVATAR_MESSAGES.type;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.size;
  if (file.size === 0) return AVATAR_MESSAGES.empty;
  return null;
};

/** Whose picture: a provider by id (staff, under the role prefix) or the signed-in provider's own. */
export type AvatarTarget = { kind: 'staff'; prefix: string; id: string } | { kind: 'own' };

/** POST /{prefix}/providers/{id}/avatar (staff, 'edit-providers') or POST /providers/profile/avatar (own). */
export const avatarUploadUrl = (target: AvatarTarget): string =>
  target.kind === 'own'
    ? '/providers/profile/avatar'
    : `/${target.prefix}/providers/${encodeURIComponent(target.id)}/avatar`;

/** Whole percent of an axios upload progress event (0 until the total is known). */
export const progressPercent = (event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): number =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0;

/** The message a failed upload shows: the server's, the size text for 413, else 'Error while uploading file'. */
export const uploadErrorMessage = (error: ApiError): string => {
  if (error.status === 413) return AVATAR_MESSAGES.size;
  const message = error.data?.message;
  return typeof message === 'string' && message.trim() ? message : AVATAR_MESSAGES.failed;
};

/**
 * Sends `file` as multipart/form-data (one field, 'file') through the shared client with the bearer token,
 * reporting progress in whole percent. Answers the server's message and the saved profile (with its new
 * avatarUrl); rejects with an ApiError.
 */
export async function uploadAvatar(
  target: AvatarTarget,
  file: File,
  token: string | undefined,
  onProgress?: (percent: number) => void,
): Promise<Ok<ProviderProfile>> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const res = await http.post<Ok<ProviderProfile>>(avatarUploadUrl(target), form, {
      // The instance defaults to JSON, which would turn the form into JSON; the browser adds the boundary.
      headers: {
        'Content-Type': 'multipart/form-data',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      onUploadProgress: onProgress ? (event) => onProgress(progressPercent(event)) : undefined,
    });
    return res.data;
  } catch (e) {
    const err = e as AxiosError<Failure>;
    const data = err.response?.data;
    throw {
      status: err.response?.status ?? 0,
      statusText: err.response?.statusText ?? err.message,
      data: data && typeof data === 'object' ? data : undefined,
    } satisfies ApiError;
  }
}
