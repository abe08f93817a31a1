import type { ProviderProfile } from '@portal/contracts';
import { uploadFile } from '../../ui/upload.ts';

/** Whose picture: a provider by id (staff, under the role prefix) or the signed-in provider's own. */
export type AvatarTarget = { kind: 'staff'; prefix: string; id: string } | { kind: 'own' };

/** POST /{prefix}/providers/{id}/avatar (staff, 'edit-providers') or POST /providers/profile/avatar (own). */
export const avatarUploadUrl = (target: AvatarTarget): string =>
  target.kind === 'own'
    ? '/providers/profile/avatar'
    : `/${target.prefix}/providers/${encodeURIComponent(target.id)}/avatar`;

/** Uploads the picture; answers the server's message and the saved profile (with its new avatarUrl). */
export const uploadAvatar = (
  target: AvatarTarget,
  file: File,
  token: string | undefined,
  onProgress?: (percent: number) => void,
) => uploadFile<ProviderProfile>(avatarUploadUrl(target), file, token, onProgress);
