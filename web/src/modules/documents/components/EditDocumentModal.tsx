import { Modal, Stack, TextInput } from '@mantine/core';
import {
  checkFieldValues,
  DOCUMENT_MESSAGES,
  type DocumentField,
  type DocumentRecord,
  type OwnerKind,
} from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { failureOf, serverMessage } from '../../../ui/forms.ts';
import { useRenameDocumentMutation } from '../api.ts';
import { FieldInputs } from './FieldInput.tsx';

const asText = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * The pencil of a document: its name and its type's field values (licence number, issuing body, dates, the expiry),
 * checked here as on the server; the expiry used by reminders and reports is read from them.
 */
export function EditDocumentModal({
  kind,
  document,
  fields,
  onClose,
}: {
  kind: OwnerKind;
  document: DocumentRecord | null;
  /** The fields of the document's type. */
  fields: DocumentField[];
  onClose: () => void;
}) {
  const prefix = useRolePrefix();
  const [rename, { isLoading }] = useRenameDocumentMutation();
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editable = fields.filter((f) => f.type !== 'file');

  useEffect(() => {
    if (!document) return;
    setName(document.name);
    setValues(Object.fromEntries(Object.entries(document.values).map(([k, v]) => [k, asText(v)])));
    setErrors({});
  }, [document]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!document) return;
    const next: Record<string, string> = checkFieldValues(editable, values, { skipFiles: true });
    if (!name.trim()) next.name = 'Document name is required';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const body = { name: name.trim(), ...(editable.length > 0 ? { values } : {}) };
      const res = await rename({ prefix, kind, id: document._id, body }).unwrap();
      toastSuccess(res.message ?? DOCUMENT_MESSAGES.renamed);
      onClose();
    } catch (err) {
      const field = failureOf(err)?.errors?.[0]?.field;
      const message = serverMessage(err);
      setErrors(field?.startsWith('values.') ? { [field.slice(7)]: message } : { name: message });
    }
  };

  return (
    <Modal opened={document !== null} onClose={onClose} title="Edit document">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Document name"
            withAsterisk
            value={name}
            error={errors.name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors(({ name: _n, ...rest }) => rest);
            }}
            data-autofocus
          />
          <FieldInputs fields={editable} values={values} errors={errors} setValues={setValues} />
          <FormActions submitting={isLoading} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
