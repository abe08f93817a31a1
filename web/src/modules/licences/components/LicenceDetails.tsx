import type { Licence } from '@portal/contracts';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { Panel } from '../../../ui/Panel.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/** The fields of a licence's screen. */
export function LicenceDetails({ record }: { record: Licence }) {
  return (
    <Panel>
      <DetailGrid>
        <DetailField label="Name">{record.name}</DetailField>
        <DetailField label="Status">
          <StatusBadge status={record.status} />
        </DetailField>
        <DetailField label="Created">{formatDateTime(record.createdAt)}</DetailField>
        <DetailField label="Updated">{formatDateTime(record.updatedAt)}</DetailField>
      </DetailGrid>
      <DetailGrid cols={1} mt="sm">
        <DetailField label="Description">{record.description}</DetailField>
      </DetailGrid>
    </Panel>
  );
}
