import { Alert, Paper } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { HolidayCalendar } from '../../modules/pay-rates/components/HolidayCalendar.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /holidays-listing (super admins): the days that take the holiday pay and bill rates. */
export default function HolidaysPage() {
  return (
    <>
      <PageHeader title="Holidays" />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
        Payments use the holiday rates for work on a listed day. US federal holidays are listed on their actual dates.
      </Alert>
      <Paper withBorder p="md" radius="sm" maw={900}>
        <HolidayCalendar />
      </Paper>
    </>
  );
}
