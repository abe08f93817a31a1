import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { errorToast } from '../app/errors.ts';
import { useAppDispatch, useAppSelector, useRolePrefix } from '../app/hooks.ts';
import { toastError } from '../app/setup.ts';
import { logout } from '../app/slices/auth.ts';
import { downloadExport } from './download.ts';

export interface ExportButtonProps {
  /** The export endpoint under the role's prefix, e.g. 'providers/export'. */
  path: string;
  /** The list body to export: the same filters, search and sort as the list on screen. */
  body: unknown;
  /** The file name when the server gives none. */
  filename: string;
  label?: string;
}

/** 'Export': downloads the rows matching `body` as a spreadsheet, with a spinner while it streams. */
export function ExportButton({ path, body, filename, label = 'Export' }: ExportButtonProps) {
  const prefix = useRolePrefix();
  const token = useAppSelector((s) => s.auth.user?.token);
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      await downloadExport(`/${prefix}/${path}`, body, token, filename);
    } catch (e) {
      const error = e as Parameters<typeof errorToast>[0];
      const { title, message } = errorToast(error);
      toastError(message, title);
      if (error.status === 401) dispatch(logout());
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={exporting}
      onClick={run}
    >
      {label}
    </Button>
  );
}
