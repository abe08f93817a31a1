import { describe, expect, it } from 'vitest';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarUploadUrl,
  checkAvatarFile,
  progressPercent,
  uploadErrorMessage,
} from './avatar.ts';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('profile picture: checks before uploading', () => {
  it('accepts PNG, JPEG (also reported as image/jpg) and GIF up to 15,000,000 bytes', () => {
    expect(checkAvatarFile(file('me.png', 'image/png'))).toBeNull();
    expect(checkAvatarFile(file('me.jpg', 'image/jpeg'))).toBeNull();
    expect(checkAvatarFile(file('me.jpg', 'image/jpg'))).toBeNull();
    expect(checkAvatarFile(file('me.gif', 'image/gif'))).toBeNull();
    expect(checkAvatarFile(file('ME.PNG', 'IMAGE/PNG'))).toBeNull();
    expect(checkAvatarFile(file('edge.png', 'image/png', AVATAR_MAX_BYTES))).toBeNull();
    expect(AVATAR_ACCEPT).toBe('image/png,image/jpeg,image/jpg,image/gif');
  });

  it('refuses other types, whatever the file is called', () => {
    expect(checkAvatarFile(file('notes.txt', 'text/plain'))).toBe('Upload a JPG, JPEG, GIF or PNG image');
    expect(checkAvatarFile(file('scan.pdf', 'application/pdf'))).toBe(AVATAR_MESSAGES.type);
    expect(checkAvatarFile(file('me.webp', 'image/webp'))).toBe(AVATAR_MESSAGES.type);
    expect(checkAvatarFile(file('me.svg', 'image/svg+xml'))).toBe(AVATAR_MESSAGES.type);
    expect(checkAvatarFile(file('me.png', 'image/heic'))).toBe(AVATAR_MESSAGES.type);
  });

  it('falls back to the name ending when the browser reports no type', () => {
    expect(checkAvatarFile(file('me.jpeg', ''))).toBeNull();
    expect(checkAvatarFile(file('me.GIF', ''))).toBeNull();
    expect(checkAvatarFile(file('me.heic', ''))).toBe(AVATAR_MESSAGES.type);
    expect(checkAvatarFile(file('png', ''))).toBe(AVATAR_MESSAGES.type);
  });

  it('refuses files over 15,000,000 bytes, and empty files', () => {
    expect(checkAvatarFile(file('big.png', 'image/png', AVATAR_MAX_BYTES + 1))).toBe('The file is larger than 15 MB');
    // The type is reported first.
    expect(checkAvatarFile(file('big.pdf', 'application/pdf', AVATAR_MAX_BYTES + 1))).toBe(AVATAR_MESSAGES.type);
    expect(checkAvatarFile(file('empty.png', 'image/png', 0))).toBe('Choose an image to upload');
  });

  it('works on real File objects', () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
      type: 'image/png',
    });
    expect(checkAvatarFile(png)).toBeNull();
    expect(checkAvatarFile(new File(['hello'], 'a.txt', { type: 'text/plain' }))).toBe(AVATAR_MESSAGES.type);
  });
});

describe('profile picture: upload call', () => {
  it('posts to the staff path under the role prefix, or to the own-profile path', () => {
    expect(avatarUploadUrl({ kind: 'staff', prefix: 'super-admin', id: 'a b' })).toBe(
      '/super-admin/providers/a%20b/avatar',
    );
    expect(avatarUploadUrl({ kind: 'staff', prefix: 'icon-users', id: 'x' })).toBe('/icon-users/providers/x/avatar');
    expect(avatarUploadUrl({ kind: 'own' })).toBe('/providers/profile/avatar');
  });

  it('reports progress in whole percent', () => {
    expect(progressPercent({ loaded: 0, total: 200 })).toBe(0);
    expect(progressPercent({ loaded: 101, total: 200 })).toBe(51);
    expect(progressPercent({ loaded: 200, total: 200 })).toBe(100);
    expect(progressPercent({ loaded: 50, total: undefined })).toBe(0);
  });

  it("shows the server's message, the size text for 413, else 'Error while uploading file'", () => {
    const failure = (message: string) => ({ success: false as const, message, code: 'VALIDATION_FAILED' as const });
    expect(
      uploadErrorMessage({
        status: 415,
        statusText: 'Unsupported Media Type',
        data: failure('Upload a JPG, JPEG, GIF or PNG image'),
      }),
    ).toBe('Upload a JPG, JPEG, GIF or PNG image');
    expect(uploadErrorMessage({ status: 413, statusText: 'Payload Too Large', data: failure('too large') })).toBe(
      AVATAR_MESSAGES.size,
    );
    expect(uploadErrorMessage({ status: 0, statusText: 'Network Error' })).toBe('Error while uploading file');
    expect(uploadErrorMessage({ status: 502, statusText: 'Bad Gateway', data: failure(' ') })).toBe(
      'Error while uploading file',
    );
  });
});
