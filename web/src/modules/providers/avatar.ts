import { PROVIDER_PROFILE_API, type ProviderProfile } from '@portal/contracts';
import { requestOf } from '../../lib/endpoint.ts';
import { uploadFile } from '../../ui/upload.ts';

/** Whose picture: a provider by id (staff, under the role prefix) or the signed-in provider's own. */
export type AvatarTarget = { kind: 'staff'; prefix: string; id: string } | { kind: 'own' };

/** POST /{prefix}/providers/{id}/avatar (staff, 'edit-providers') or POST /providers/profile/avatar (own). */
export const avatarUploadUrl = (target: AvatarTarget): string =>
  target.kind === 'own'
    ? requestOf(PROVIDER_PROFILE_API.ownAvatar, undefined).url
    : requestOf(PROVIDER_PROFILE_API.avatar, { prefix: target.prefix, id: target.id }).url;

/** Uploads the picture; answers the server's message and the saved profile (with its new avatarUrl). */
export const uploadAvatar = (
  target: AvatarTarget,
  file: File,
  token: string | undefined,
  onProgress?: (percent: number) => void,
) => uploadFile<ProviderProfile>(avatarUploadUrl(target), file, token, onProgress);
