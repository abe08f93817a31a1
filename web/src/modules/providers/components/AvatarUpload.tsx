import { Avatar, Button, FileButton, Progress, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkUpload, IMAGE_UPLOAD, PROFILE_MESSAGES, uploadAccept } from '@portal/contracts';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { endsSession, errorToast } from '../../../lib/errors.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import type { ApiError } from '../../../lib/http.ts';
import { logout } from '../../../lib/slices/auth.ts';
import { TOAST_AUTO_CLOSE, toastError } from '../../../lib/toast.ts';
import { uploadErrorMessage } from '../../../ui/upload.ts';
import { profilePictureChanged } from '../api.ts';
import { type AvatarTarget, uploadAvatar } from '../avatar.ts';

export interface AvatarUploadProps {
  /** Whose picture, and so where it is uploaded. */
  target: AvatarTarget;
  /** The provider's name: the picture's alt text, and the initials shown when there is no picture. */
  name: string;
  /** The profile's signed, expiring picture link, or null. */
  avatarUrl: string | null;
  /** Staff with 'edit-providers', or the provider themself. */
  canEdit: boolean;
}

/**
 * A provider's profile picture in the screen header (initials when there is none) and, for those who may edit it,
 * 'Change profile picture': a JPG, JPEG, GIF or PNG of at most 15,000,000 bytes, checked here first and then uploaded with
 * a progress bar. The profile then refetches, so the header shows the new picture.
 */
export function AvatarUpload({ target, name, avatarUrl, canEdit }: AvatarUploadProps) {
  const token = useAppSelector((s) => s.auth.user?.token);
  const dispatch = useAppDispatch();
  const resetRef = useRef<() => void>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const upload = async (file: File | null) => {
    // Picking the same file again must fire a change too.
    resetRef.current?.();
    if (!file) return;
    const problem = checkUpload(IMAGE_UPLOAD, file);
    if (problem) {
      toastError(problem);
      return;
    }
    setProgress(0);
    try {
      const res = await uploadAvatar(target, file, token, setProgress);
      const url = res.data.avatarUrl;
      notifications.show({
        color: 'green',
        message: res.message ?? PROFILE_MESSAGES.avatarSaved,
        icon: url ? <Avatar src={url} alt="" size={28} /> : undefined,
        autoClose: TOAST_AUTO_CLOSE,
      });
      dispatch(profilePictureChanged(target));
    } catch (e) {
      const error = e as ApiError;
      if (endsSession(error)) {
        toastError(errorToast(error).message);
        dispatch(logout());
      } else {
        toastError(uploadErrorMessage(error));
      }
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={4} align="center">
      <Avatar src={avatarUrl} name={name} color="initials" alt={`Profile picture of ${name}`} size={72} radius="xl" />
      {canEdit && (
        <FileButton onChange={upload} accept={uploadAccept(IMAGE_UPLOAD)} resetRef={resetRef} disabled={uploading}>
          {(props) => (
            <Button
              {...props}
              variant="subtle"
              size="compact-xs"
              leftSection={<IconCamera size={14} aria-hidden />}
              loading={uploading}
            >
              Change profile picture
            </Button>
          )}
        </FileButton>
      )}
      {uploading && <Progress value={progress} aria-label="Upload progress" size="sm" w="100%" />}
    </Stack>
  );
}
