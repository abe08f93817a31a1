import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { EDITABLE_STATUSES, type TimesheetSummary } from '@portal/contracts';
import { IconEye, IconPencil, IconSend } from '@tabler/icons-react';
import { periodLabel } from '../timesheetForm.ts';

export interface OwnTimesheetRowActionsProps {
  timesheet: TimesheetSummary;
  onView: (t: TimesheetSummary) => void;
  /** Edit and Submit show only for a time sheet not yet submitted. */
  onEdit: (t: TimesheetSummary) => void;
  onSubmit: (t: TimesheetSummary) => void;
  /** Disables Edit and Submit (bulk approval running). */
  disabled: boolean;
}

/** A provider's row: View, and Edit and Submit while the sheet is still theirs to change. */
export function OwnTimesheetRowActions({
  timesheet: t,
  onView,
  onEdit,
  onSubmit,
  disabled,
}: OwnTimesheetRowActionsProps) {
  // A closed pay period's sheet is read-only (the API refuses changes with 409).
  const open = EDITABLE_STATUSES.includes(t.status) && t.payPeriod.status !== 'closed';
  const name = `${t.facility.name} ${periodLabel(t.payPeriod)}`;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="View">
        <ActionIcon variant="subtle" aria-label={`View ${name}`} onClick={() => onView(t)}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {open && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${name}`} disabled={disabled} onClick={() => onEdit(t)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {open && (
        <Tooltip label="Submit">
          <ActionIcon variant="subtle" aria-label={`Submit ${name}`} disabled={disabled} onClick={() => onSubmit(t)}>
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
