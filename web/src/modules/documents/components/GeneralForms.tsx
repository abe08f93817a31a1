import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { checkFieldValues, DOCUMENT_MESSAGES, type DocumentType, type OwnerKind } from '@portal/contracts';
import { IconForms } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useRolePrefix } from '../../../app/hooks.ts';
import { toastSuccess } from '../../../app/setup.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { failureOf, serverMessage } from '../../../ui/forms.ts';
import { useListAnswersQuery, useSaveAnswersMutation } from '../api.ts';
import { useDocumentCan } from '../permissions.ts';
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
  const { data: versions } = useListAnswersQuery({ prefix, kind, typeId: type._id, ownerId });
  const [save, { isLoading }] = useSaveAnswersMutation();
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = versions?.[0];
  const fields = type.fields.filter((f) => f.type !== 'file');

  const open = () => {
    setValues(Object.fromEntries(Object.entries(latest?.values ?? {}).map(([k, v]) => [k, String(v ?? '')])));
    setErrors({});
    setEditing(true);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = checkFieldValues(type.fields, values, { skipFiles: true });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const res = await save({ prefix, kind, typeId: type._id, ownerId, values }).unwrap();
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
              {shown(latest.values[f.key])}
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
            {fields.map((f) => (
              <FieldInput
                key={f.key}
                field={f}
                value={values[f.key] ?? ''}
                error={errors[f.key]}
                onChange={(v) => setValues((old) => ({ ...old, [f.key]: v }))}
              />
            ))}
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
                    <Table.Td key={f.key}>{shown(v.values[f.key])}</Table.Td>
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
  /** More buttons on each form's card (the page adds Share and People with access, issue 15). */
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
