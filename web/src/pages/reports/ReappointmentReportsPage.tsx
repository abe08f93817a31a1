import { Tabs } from '@mantine/core';
import { useScope } from '../../lib/hooks.ts';
import { REPORT_PATHS } from '../../modules/credentialing/api.ts';
import { ReportTable } from '../../modules/credentialing/components/ReportTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const viewReappointment = REPORT_PATHS.reappointment.view;
const viewExpiring = (id: string) => `${REPORT_PATHS.reappointment.view(id)}?type=expiring-assignment`;

/** /reappointment-reports-listing: reappointments and expiries coming due, and assignments ending soon. */
export default function ReappointmentReportsPage() {
  const canSeeExpiring = useScope(['view-expiring-assignment-reports']);
  const canSeeReappointments = useScope(['view-reappointment-reports']);
  return (
    <>
      <PageHeader
        title="Reappointment Reports"
        description="Credentialing and payor enrollment due dates within 30, 60 or 90 days (overdue included), and assignments ending soon."
      />
      <Tabs defaultValue={canSeeReappointments ? 'reappointments' : 'expiring'} keepMounted={false}>
        <Tabs.List mb="md">
          {canSeeReappointments && <Tabs.Tab value="reappointments">Reappointments</Tabs.Tab>}
          {canSeeExpiring && <Tabs.Tab value="expiring">Expiring Assignments</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="reappointments">
          <ReportTable type="reappointment" viewPath={viewReappointment} noun="Record" />
        </Tabs.Panel>
        <Tabs.Panel value="expiring">
          <ReportTable type="expiring-assignment" viewPath={viewExpiring} noun="Assignment" />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
