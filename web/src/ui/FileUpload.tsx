import { Button, FileInput, Progress, Stack } from '@mantine/core';
import { checkUpload, type EndpointDef, type UploadKind, uploadAccept } from '@portal/contracts';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { requestOf } from '../lib/endpoint.ts';
import { useAppSelector } from '../lib/hooks.ts';
import type { ApiError } from '../lib/http.ts';
import { uploadFile } from './upload.ts';

/** Where the file goes: a multipart descriptor (contracts, e.g. FILE_API.upload) with its arguments, or a path. */
type UploadTarget =
  | { endpoint: EndpointDef; args?: Record<string, unknown>; path?: never }
  | { path: string; endpoint?: never; args?: never };

export type FileUploadProps<T> = UploadTarget & {
  /** What may be sent (contracts: IMAGE_UPLOAD, DOCUMENT_UPLOAD, IMPORT_UPLOAD); checked before sending. */
  kind: UploadKind;
  label?: string;
  placeholder?: string;
  buttonLabel?: string;
  /** The message when no file is chosen. */
  emptyMessage?: string;
  onUploaded: (result: { message?: string; data: T }) => void;
  onFailed: (error: ApiError) => void;
  /** Called when a new file is chosen (e.g. to clear an earlier outcome). */
  onPick?: () => void;
  /** Send the file as soon as it is picked (no Upload button): one step where the file is all the user gives. */
  auto?: boolean;
};

/** The URL under /api a target sends to (a descriptor's path with its arguments). */
const uploadUrlOf = (target: UploadTarget): string =>
  target.endpoint ? requestOf(target.endpoint, target.args).url : target.path;

/**
 * A file picker and its Upload button: the file's type and the 15,000,000-byte limit are checked in the browser
 * (the server checks again), then it is sent with a progress bar.
 */
export function FileUpload<T>({
  kind,
  label = 'File',
  placeholder = 'Choose a file',
  buttonLabel = 'Upload',
  emptyMessage = 'Choose a file to upload',
  onUploaded,
  onFailed,
  onPick,
  auto = false,
  ...target
}: FileUploadProps<T>) {
  const token = useAppSelector((s) => s.auth.user?.token);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const send = async (file: File | null) => {
    const problem = file ? checkUpload(kind, file) : emptyMessage;
    if (problem || !file) {
      setFileError(problem);
      return;
    }
    setProgress(0);
    try {
      const res = await uploadFile<T>(uploadUrlOf(target), file, token, setProgress);
      setFile(null);
      onUploaded(res);
    } catch (e) {
      onFailed(e as ApiError);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm" align="flex-start">
      <FileInput
        label={label}
        placeholder={placeholder}
        accept={uploadAccept(kind)}
        leftSection={<IconFileUpload size={16} aria-hidden />}
        clearable
        value={file}
        error={fileError}
        disabled={uploading}
        onChange={(f) => {
          setFile(f);
          const problem = f ? checkUpload(kind, f) : null;
          setFileError(problem);
          onPick?.();
          if (auto && f && !problem) void send(f);
        }}
        w={{ base: '100%', sm: 420 }}
      />
      {!auto && (
        <Button leftSection={<IconUpload size={16} aria-hidden />} loading={uploading} onClick={() => send(file)}>
          {buttonLabel}
        </Button>
      )}
      {uploading && <Progress value={progress} aria-label="Upload progress" size="sm" animated w="100%" maw={420} />}
    </Stack>
  );
}
