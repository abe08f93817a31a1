import { Anchor } from '@mantine/core';
import { type Licence, US_STATES, type UsState, VERIFICATION_SOURCES } from '@portal/contracts';
import { Link } from 'react-router';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { Panel } from '../../../ui/Panel.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { typeLabel } from '../licenceForm.ts';
import { LICENCE_PATHS } from '../paths.ts';

/** The fields of a licence's screen. */
export function LicenceDetails({ record }: { record: Licence }) {
  return (
    <Panel>
      <DetailGrid>
        <DetailField label="Provider">
          <Anchor component={Link} to={LICENCE_PATHS.ofProvider(record.provider._id)}>
            {record.provider.firstName} {record.provider.lastName}
          </Anchor>
        </DetailField>
        <DetailField label="Status">
          <StatusBadge status={record.status} />
        </DetailField>
        <DetailField label="State">{US_STATES[record.state as UsState] ?? record.state}</DetailField>
        <DetailField label="Type">{typeLabel(record.type)}</DetailField>
        <DetailField label="Number">{record.number}</DetailField>
        <DetailField label="Issued">{formatDay(record.issuedOn)}</DetailField>
        <DetailField label="Expires">{formatDay(record.expiresOn)}</DetailField>
        <DetailField label="Verified by">{record.verifiedBy?.name}</DetailField>
        <DetailField label="Verified at">{record.verifiedAt && formatDateTime(record.verifiedAt)}</DetailField>
        <DetailField label="Verification source">
          {record.verificationSource && VERIFICATION_SOURCES[record.verificationSource]}
        </DetailField>
        <DetailField label="Filled from">{record.documentId ? 'Licence document' : 'Entered by staff'}</DetailField>
        <DetailField label="Updated">{formatDateTime(record.updatedAt)}</DetailField>
      </DetailGrid>
    </Panel>
  );
}
