import { FileInput, Modal, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  checkFieldValues,
  checkUpload,
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD,
  type DocumentRecord,
  MAX_FILES_PER_UPLOAD,
  type Ok,
  OWNER_DOCUMENT_API,
  type OwnerKind,
  uploadAccept,
} from '@portal/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { requestOf } from '../../../lib/endpoint.ts';
import { useAppDispatch, useAppSelector, useRolePrefix } from '../../../lib/hooks.ts';
import { isApiError, noAnswer, requestJson } from '../../../lib/http.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { uploadErrorMessage } from '../../../ui/upload.ts';
import { documentsApi, type FolderDetail } from '../api.ts';
import { FieldInputs } from './FieldInput.tsx';

/**
 * Upload a document into a folder: its type (of the folder), an optional name, the type's fields, and the file (the
 * type and the 15,000,000-byte limit are checked here first; the server sniffs the bytes). Sent as multipart with the
 * fields before the file, with a progress bar.
 */
export function UploadDocumentModal({
  kind,
  detail,
  opened,
  onClose,
  renews,
}: {
  kind: OwnerKind;
  detail: FolderDetail;
  opened: boolean;
  onClose: () => void;
  /** The document this upload renews: its type is chosen, and it goes to the archive once the renewal is stored. */
  renews?: DocumentRecord | null;
}) {
  const prefix = useRolePrefix();
  const token = useAppSelector((s) => s.auth.user?.token);
  const dispatch = useAppDispatch();
  // A type that does not repeat is offered only while the folder holds none of it (the server refuses it too).
  const types = detail.types.filter((t) => !t.general && (!t.taken || t._id === renews?.typeId));
  const [typeId, setTypeId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const type = types.find((t) => t._id === typeId);

  const onlyTypeId = renews?.typeId ?? (types.length === 1 ? (types[0]?._id ?? null) : null);
  useEffect(() => {
    if (opened) {
      setTypeId(onlyTypeId);
      setName('');
      setValues({});
      setFiles([]);
      setErrors({});
    }
  }, [opened, onlyTypeId]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!type) next.typeId = 'Choose a document type';
    const fileProblem =
      files.length === 0
        ? DOCUMENT_MESSAGES.fileMissing
        : renews && files.length > 1
          ? DOCUMENT_MESSAGES.renewOneFile
          : files.length > MAX_FILES_PER_UPLOAD
            ? `At most ${MAX_FILES_PER_UPLOAD} files at once`
            : files.map((f) => checkUpload(DOCUMENT_UPLOAD, f)).find(Boolean);
    if (fileProblem) next.file = fileProblem;
    if (type) Object.assign(next, checkFieldValues(type.fields, values, { skipFiles: true }));
    setErrors(next);
    if (Object.keys(next).length > 0 || !type || files.length === 0) return;
    const bulk = files.length > 1;
    const form = new FormData();
    form.append('folderId', detail.folder._id);
    form.append('typeId', type._id);
    if (renews) form.append('renews', renews._id);
    if (name.trim() && !bulk) form.append('name', name.trim());
    form.append('values', JSON.stringify(values));
    for (const f of files) form.append(bulk ? 'files' : 'file', f, f.name);
    setProgress(0);
    try {
      const res = await requestJson<Ok<DocumentRecord | DocumentRecord[]>>(
        requestOf(OWNER_DOCUMENT_API[kind][bulk ? 'bulkUpload' : 'upload'], { prefix }).url,
        { method: 'POST', body: form, token, onUploadProgress: setProgress },
      );
      toastSuccess(renews ? DOCUMENT_MESSAGES.renewed : (res.message ?? DOCUMENT_MESSAGES.uploaded));
      dispatch(documentsApi.util.invalidateTags([{ type: 'Document', id: 'LIST' }]));
      onClose();
    } catch (err) {
      const error = isApiError(err) ? err : noAnswer(err);
      const field = error.data?.errors?.[0]?.field;
      const message = uploadErrorMessage(error);
      if (field?.startsWith('values.')) setErrors({ [field.slice(7)]: message });
      else if (field === 'typeId') setErrors({ typeId: message });
      else setErrors({ file: message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={renews ? `Renew ${renews.name}` : `Upload to ${detail.folder.name}`}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {types.length === 0 ? (
            <Text c="dimmed">
              {detail.types.some((t) => !t.general)
                ? 'This folder already holds a document of each type that does not repeat.'
                : 'No document type belongs to this folder yet. Add one in Documents Settings.'}
            </Text>
          ) : (
            <Select
              label="Document type"
              withAsterisk
              data={types.map((t) => ({ value: t._id, label: t.name }))}
              value={typeId}
              onChange={setTypeId}
              allowDeselect={false}
              disabled={Boolean(renews)}
              error={errors.typeId}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <TextInput
            label="Document name"
            placeholder={files.length > 1 ? 'Each file keeps its own name' : "The file's name when left empty"}
            disabled={files.length > 1}
            value={files.length > 1 ? '' : name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {type && <FieldInputs fields={type.fields} values={values} errors={errors} setValues={setValues} />}
          <FileInput
            label="Files"
            description={`One file, or up to ${MAX_FILES_PER_UPLOAD} at once (each becomes a document of this type)`}
            withAsterisk
            multiple
            placeholder="Choose files"
            accept={uploadAccept(DOCUMENT_UPLOAD)}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            value={files}
            onChange={(f) => {
              setFiles(f);
              setErrors(({ file: _f, ...rest }) => rest);
            }}
            error={errors.file}
            clearable
          />
          {progress !== null && <Progress value={progress} aria-label="Upload progress" animated />}
          <FormActions submitting={progress !== null} onCancel={onClose} submitLabel="Upload" />
        </Stack>
      </form>
    </Modal>
  );
}
