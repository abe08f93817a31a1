import { checkUpload, IMAGE_UPLOAD, UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES, uploadAccept } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, noAnswer, progressPercent } from '../../lib/http.ts';
import { uploadErrorMessage } from '../../ui/upload.ts';
import { avatarUploadUrl } from './avatar.ts';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('profile picture: checks before uploading', () => {
  it('accepts PNG, JPEG (also reported as image/jpg) and GIF up to 15,000,000 bytes', () => {
    expect(checkUpload(IMAGE_UPLOAD, file('me.png', 'image/png'))).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, file('me.jpg', 'image/jpeg'))).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, file('me.jpg', 'image/jpg'))).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, file('me.gif', 'image/gif'))).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, file('ME.PNG', 'IMAGE/PNG'))).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, file('edge.png', 'image/png', UPLOAD_LIMIT_BYTES))).toBeNull();
    expect(uploadAccept(IMAGE_UPLOAD)).toBe('.jpg,.jpeg,.gif,.png,image/jpg,image/jpeg,image/gif,image/png');
  });

  it('refuses other types, whatever the file is called', () => {
    expect(checkUpload(IMAGE_UPLOAD, file('notes.txt', 'text/plain'))).toBe('Upload a JPG, JPEG, GIF or PNG image');
    expect(checkUpload(IMAGE_UPLOAD, file('scan.pdf', 'application/pdf'))).toBe(IMAGE_UPLOAD.typeMessage);
    expect(checkUpload(IMAGE_UPLOAD, file('me.webp', 'image/webp'))).toBe(IMAGE_UPLOAD.typeMessage);
    expect(checkUpload(IMAGE_UPLOAD, file('me.svg', 'image/svg+xml'))).toBe(IMAGE_UPLOAD.typeMessage);
    expect(checkUpload(IMAGE_UPLOAD, file('me.png', 'image/heic'))).toBe(IMAGE_UPLOAD.typeMessage);
  });

  it('falls back to the name ending when the browser reports no type', () => {
    expect(checkUpload(IMAGE_UPLOAD, file('me.jpeg', ''))).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, file('me.GIF', ''))).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, file('me.heic', ''))).toBe(IMAGE_UPLOAD.typeMessage);
    expect(checkUpload(IMAGE_UPLOAD, file('png', ''))).toBe(IMAGE_UPLOAD.typeMessage);
  });

  it('refuses files over 15,000,000 bytes, and empty files', () => {
    expect(checkUpload(IMAGE_UPLOAD, file('big.png', 'image/png', UPLOAD_LIMIT_BYTES + 1))).toBe(
      'The file is larger than 15 MB',
    );
    // The type is reported first.
    expect(checkUpload(IMAGE_UPLOAD, file('big.pdf', 'application/pdf', UPLOAD_LIMIT_BYTES + 1))).toBe(
      IMAGE_UPLOAD.typeMessage,
    );
    expect(checkUpload(IMAGE_UPLOAD, file('empty.png', 'image/png', 0))).toBe('Choose an image to upload');
  });

  it('works on real File objects', () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
      type: 'image/png',
    });
    expect(checkUpload(IMAGE_UPLOAD, png)).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, new File(['hello'], 'a.txt', { type: 'text/plain' }))).toBe(
      IMAGE_UPLOAD.typeMessage,
    );
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
    const failure = (message: string, code: 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_LARGE' | 'UNAVAILABLE') => ({
      success: false as const,
      message,
      code,
    });
    expect(
      uploadErrorMessage(
        apiError(
          415,
          'Unsupported Media Type',
          failure('Upload a JPG, JPEG, GIF or PNG image', 'UNSUPPORTED_MEDIA_TYPE'),
        ),
      ),
    ).toBe('Upload a JPG, JPEG, GIF or PNG image');
    expect(uploadErrorMessage(apiError(413, 'Payload Too Large', failure('too large', 'TOO_LARGE')))).toBe(
      UPLOAD_MESSAGES.tooLarge,
    );
    expect(uploadErrorMessage(apiError(413, 'Payload Too Large', '<html>'))).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(uploadErrorMessage(noAnswer(new Error('Network Error')))).toBe('Error while uploading file');
    expect(uploadErrorMessage(apiError(502, 'Bad Gateway', failure(' ', 'UNAVAILABLE')))).toBe(
      'Error while uploading file',
    );
  });
});
