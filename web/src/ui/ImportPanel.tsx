import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IMPORT_UPLOAD } from '@portal/contracts';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type ErrorKind, endsSession, errorKind, errorToast } from '../lib/errors.ts';
import { useAppDispatch, useAppSelector } from '../lib/hooks.ts';
import type { ApiError } from '../lib/http.ts';
import { logout } from '../lib/slices/auth.ts';
import { toastError } from '../lib/toast.ts';
import { downloadFile } from './download.ts';
import { FileUpload } from './FileUpload.tsx';
import {
  type ExampleFormat,
  IMPORT_MESSAGES,
  type ImportFailure,
  type ImportResult,
  importFailure,
} from './imports.ts';
import { SimpleTable } from './SimpleTable.tsx';

type Outcome = { kind: 'success'; message: string } | ({ kind: 'failure' } & ImportFailure) | null;

export interface ImportPanelProps {
  /** GET path of the template (?format=csv|xlsx). */
  examplePath: string;
  /** The template's file name without extension ('timesheet-import-example'). */
  exampleName: string;
  /** POST path of the multipart import. */
  importPath: string;
  /** The template's columns, under '1. Start from the template'. */
  columnsHelp: ReactNode;
  /** The success text when the server gives no message. */
  successText: (result: ImportResult) => string;
  /** A link shown with the success message. */
  successLink?: { to: string; label: string };
  /** Called after a successful import (e.g. to refresh a list). */
  onImported?: () => void;
}

/**
 * The CSV/XLSX import: template downloads, then a file whose rows the server imports all or none; a failure lists
 * each bad line so the file can be fixed. Used by the time sheet and reminder imports.
 */
/** Failures the toast tells (the session, access, the server); the rest are the file's and show beside it. */
const SHOWN_AS_TOAST: readonly ErrorKind[] = ['signedOut', 'forbidden', 'internal', 'unavailable'];

export function ImportPanel({
  examplePath,
  exampleName,
  importPath,
  columnsHelp,
  successText,
  successLink,
  onImported,
}: ImportPanelProps) {
  const token = useAppSelector((s) => s.auth.user?.token);
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [downloading, setDownloading] = useState<ExampleFormat | null>(null);

  const showError = (error: ApiError) => {
    const { title, message } = errorToast(error);
    toastError(message, title);
    if (endsSession(error)) dispatch(logout());
  };

  const downloadExample = async (format: ExampleFormat) => {
    setDownloading(format);
    try {
      await downloadFile(examplePath, token, `${exampleName}.${format}`, { params: { format } });
    } catch (e) {
      showError(e as ApiError);
    } finally {
      setDownloading(null);
    }
  };

  const failed = (error: ApiError) => {
    if (SHOWN_AS_TOAST.includes(errorKind(error))) showError(error);
    else setOutcome({ kind: 'failure', ...importFailure(error) });
  };

  return (
    <Stack gap="md" maw={900}>
      <Paper withBorder p="md" radius="sm">
        <Stack gap="sm">
          <Text fw={600}>1. Start from the template</Text>
          <Text size="sm" c="dimmed">
            {columnsHelp}
          </Text>
          <Group gap="xs">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading === format}
                disabled={downloading !== null}
                onClick={() => downloadExample(format)}
              >
                Download {format.toUpperCase()} example
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="sm">
        <Stack gap="sm">
          <Text fw={600}>2. Upload the filled file</Text>
          <Text size="sm" c="dimmed">
            Every row must pass: if one row fails, nothing is imported.
          </Text>
          <FileUpload<ImportResult>
            kind={IMPORT_UPLOAD}
            path={importPath}
            placeholder="Choose a .csv or .xlsx file"
            buttonLabel="Import"
            emptyMessage={IMPORT_MESSAGES.empty}
            onPick={() => setOutcome(null)}
            onUploaded={(res) => {
              setOutcome({ kind: 'success', message: res.message ?? successText(res.data) });
              onImported?.();
            }}
            onFailed={failed}
          />
        </Stack>
      </Paper>
      {outcome?.kind === 'success' && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Import complete">
          <Stack gap={4}>
            <Text size="sm">{outcome.message}</Text>
            {successLink && (
              <Anchor component={Link} to={successLink.to} size="sm">
                {successLink.label}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {outcome?.kind === 'failure' && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Import failed">
          <Stack gap="sm">
            <Text size="sm">{outcome.message}</Text>
            {outcome.rows.length > 0 && (
              <SimpleTable
                head={[{ label: 'Line', w: 80 }, 'Problem']}
                minWidth={500}
                withTableBorder
                verticalSpacing={6}
                bg="var(--mantine-color-body)"
                aria-label="Rows that could not be imported"
              >
                {outcome.rows.map((r) => (
                  <Table.Tr key={`${r.line}-${r.problem}`}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.problem}</Table.Td>
                  </Table.Tr>
                ))}
              </SimpleTable>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
