import { Button } from '@mantine/core';
import type { AssignmentListBody } from '@portal/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { errorToast } from '../../../app/errors.ts';
import { useAppDispatch, useAppSelector, useRolePrefix } from '../../../app/hooks.ts';
import { toastError } from '../../../app/setup.ts';
import { logout } from '../../../app/slices/auth.ts';
import { downloadAssignmentsExport } from '../exportFile.ts';

export interface ExportAssignmentsButtonProps {
  /** The list body to export (the same filters, search and sort as the list). */
  body: AssignmentListBody;
}

/** 'Export': downloads the assignments matching `body` as assignments.xlsx ('export-assignments'). */
export function ExportAssignmentsButton({ body }: ExportAssignmentsButtonProps) {
  const prefix = useRolePrefix();
  const token = useAppSelector((s) => s.auth.user?.token);
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      await downloadAssignmentsExport(prefix, body, token);
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
      Export
    </Button>
  );
}
