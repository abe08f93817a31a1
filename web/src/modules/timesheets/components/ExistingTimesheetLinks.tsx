import { Alert, Anchor, Group, Text } from '@mantine/core';
import { type PayPeriodOption, statusLabel } from '@portal/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { periodLabel } from '../timesheetForm.ts';
import { useTimesheetArea } from '../useTimesheetArea.ts';

type Taken = PayPeriodOption & { timesheet: NonNullable<PayPeriodOption['timesheet']> };

/** Under the period picker: the periods left out because they have a sheet, each linking to it. */
export function ExistingTimesheetLinks({ taken }: { taken: Taken[] }) {
  const { paths } = useTimesheetArea();
  if (taken.length === 0) return null;
  return (
    <Group gap={6} align="baseline" data-testid="existing-timesheets">
      <Text size="sm" c="dimmed">
        Already have a time sheet:
      </Text>
      {taken.map((p) => (
        <Anchor key={p._id} component={Link} to={paths.view(p.timesheet._id)} size="sm">
          {periodLabel(p)} ({statusLabel(p.timesheet.status)})
        </Anchor>
      ))}
    </Group>
  );
}

/** The daily form: the chosen day's pay period already has a sheet; open that one instead. */
export function ExistingTimesheetNotice({ period }: { period: Taken }) {
  const { paths } = useTimesheetArea();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
      The pay period {periodLabel(period)} already has a time sheet ({statusLabel(period.timesheet.status)}).{' '}
      <Anchor component={Link} to={paths.view(period.timesheet._id)} size="sm">
        Open it
      </Anchor>
    </Alert>
  );
}
