import { Anchor, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  checkFieldValues,
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD,
  type DocumentField,
  type DocumentType,
  FILE_API,
  OWNER_DOCUMENT_API,
  type OwnerKind,
  type UploadedFile,
} from '@portal/contracts';
import { IconForms } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { requestOf } from '../../../lib/endpoint.ts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FileUpload } from '../../../ui/FileUpload.tsx';
import { FormActions } from '../../../ui/FormActions.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { failureOf, serverMessage } from '../../../ui/forms.ts';
import { uploadErrorMessage } from '../../../ui/upload.ts';
import { useListAnswersQuery, useSaveAnswersMutation } from '../api.ts';
import { useDocumentCan } from '../permissions.ts';
import { useSignedDownload } from '../signedLink.ts';
import { FieldInput } from './FieldInput.tsx';

type FormType = Pick<DocumentType, '_id' | 'name' | 'fields'>;

const shown = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));

/** One general document: its latest answers, the form to answer again (a new version) and the earlier versions. */
function GeneralForm({
  kind,
  type,
  ownerId,
  actions,
}: {
  kind: OwnerKind;
  type: FormType;
  ownerId: string;
  actions?: ReactNode;
}) {
  const prefix = useRolePrefix();
  const can = useDocumentCan(kind);
  const { data: versions } = useListAnswersQuery({ prefix, kind, id: type._id, ownerId });
  const [save, { isLoading }] = useSaveAnswersMutation();
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = versions?.[0];
  const fields = type.fields;
  const signedDownload = useSignedDownload();
  /** The names of the files uploaded in this edit (a kept file shows as attached). */
  const [fileNames, setFileNames] = useState<Record<string, string>>({});
  /** A field's message goes once the field is changed. */
  const clearError = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);

  /** A value as the card and the versions show it: a file field's as its download. */
  const shownValue = (f: DocumentField, version: number, v: unknown): ReactNode => {
    if (f.type !== 'file' || typeof v !== 'string' || !v) return shown(v);
    if (!can('download')) return 'Attached';
    const file = requestOf(OWNER_DOCUMENT_API[kind].answerFile, {
      prefix,
      id: type._id,
      version: String(version),
      field: f.key,
      ownerId,
    });
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => signedDownload(file)}
        aria-label={`Download ${f.label}, version ${version}`}
      >
        Download
      </Anchor>
    );
  };

  const open = () => {
    setValues(Object.fromEntries(Object.entries(latest?.values ?? {}).map(([k, v]) => [k, String(v ?? '')])));
    setErrors({});
    setFileNames({});
    setEditing(true);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = checkFieldValues(type.fields, values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const res = await save({ prefix, kind, id: type._id, body: { ownerId, values } }).unwrap();
      toastSuccess(res.message ?? DOCUMENT_MESSAGES.answersSaved);
      setEditing(false);
    } catch (err) {
      const field = failureOf(err)?.errors?.[0]?.field ?? '';
      setErrors({ [field.replace(/^values\./, '')]: serverMessage(err) });
    }
  };

  return (
    <Card withBorder radius="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconForms size={22} aria-hidden color="var(--mantine-color-blue-6)" />
          <Text fw={600}>{type.name}</Text>
        </Group>
        {latest ? (
          <Badge color="green" variant="light" tt="none">
            Version {latest.version}
          </Badge>
        ) : (
          <Badge color="orange" variant="light" tt="none">
            Not filled in
          </Badge>
        )}
      </Group>
      {latest && (
        <Stack gap={2} mt="xs">
          {fields.map((f) => (
            <Text key={f.key} size="sm">
              <Text span c="dimmed" size="sm">
                {f.label}:{' '}
              </Text>
              {shownValue(f, latest.version, latest.values[f.key])}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            Saved {formatDateTime(latest.createdAt)}
          </Text>
        </Stack>
      )}
      <Group mt="sm" gap="xs">
        {can('add') && (
          <Button size="xs" onClick={open} aria-label={`${latest ? 'Update' : 'Fill in'} ${type.name}`}>
            {latest ? 'Update' : 'Fill in'}
          </Button>
        )}
        {(versions?.length ?? 0) > 1 && (
          <Button size="xs" variant="default" onClick={() => setHistory(true)}>
            Versions
          </Button>
        )}
        {actions}
      </Group>
      <Modal opened={editing} onClose={() => setEditing(false)} title={type.name}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {fields.map((f) =>
              f.type === 'file' ? (
                <Stack key={f.key} gap={4}>
                  <FileUpload<UploadedFile>
                    kind={DOCUMENT_UPLOAD}
                    endpoint={FILE_API.upload}
                    label={f.label}
                    buttonLabel={`Upload ${f.label}`}
                    onPick={() => clearError(f.key)}
                    onUploaded={({ data }) => {
                      setValues((old) => ({ ...old, [f.key]: data.name }));
                      clearError(f.key);
                      setFileNames((old) => ({ ...old, [f.key]: data.label }));
                    }}
                    onFailed={(error) => setErrors((old) => ({ ...old, [f.key]: uploadErrorMessage(error) }))}
                  />
                  {values[f.key] && (
                    <Text size="sm">
                      {fileNames[f.key] ? `Attached: ${fileNames[f.key]}` : 'Attached (kept from the saved version)'}
                    </Text>
                  )}
                  {errors[f.key] && (
                    <Text size="sm" c="red" role="alert">
                      {errors[f.key]}
                    </Text>
                  )}
                </Stack>
              ) : (
                <FieldInput
                  key={f.key}
                  field={f}
                  value={values[f.key] ?? ''}
                  error={errors[f.key]}
                  onChange={(v) => {
                    setValues((old) => ({ ...old, [f.key]: v }));
                    clearError(f.key);
                  }}
                />
              ),
            )}
            <FormActions submitting={isLoading} onCancel={() => setEditing(false)} />
          </Stack>
        </form>
      </Modal>
      <Modal opened={history} onClose={() => setHistory(false)} title={`${type.name}: versions`} size="lg">
        <Table.ScrollContainer minWidth={400}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Saved</Table.Th>
                {fields.map((f) => (
                  <Table.Th key={f.key}>{f.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(versions ?? []).map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td>{v.version}</Table.Td>
                  <Table.Td>{formatDateTime(v.createdAt)}</Table.Td>
                  {fields.map((f) => (
                    <Table.Td key={f.key}>{shownValue(f, v.version, v.values[f.key])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Modal>
    </Card>
  );
}

/** The general documents (forms) of a folder. */
export function GeneralForms({
  kind,
  types,
  ownerId,
  actions,
}: {
  kind: OwnerKind;
  types: FormType[];
  ownerId: string;
  /** More buttons on each form's card (the page adds Share and People with access). */
  actions?: (type: FormType) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {types.map((t) => (
        <GeneralForm key={t._id} kind={kind} type={t} ownerId={ownerId} actions={actions?.(t)} />
      ))}
    </SimpleGrid>
  );
}
