import { Button } from '@mantine/core';
import { canApply, LICENCE_WORKFLOW, type Licence } from '@portal/contracts';
import { IconBan, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { useGetLicenceQuery } from '../../modules/licences/api.ts';
import { LicenceDetails } from '../../modules/licences/components/LicenceDetails.tsx';
import {
  licenceName,
  RevokeLicenceDialog,
  VerifyLicenceDialog,
} from '../../modules/licences/components/LicenceDialogs.tsx';
import { LICENCE_PATHS, LICENCE_RECORD } from '../../modules/licences/paths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EditButton } from '../../ui/RecordButtons.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';

/** /view-licences/:id */
export default function ViewLicencePage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const query = useGetLicenceQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  return (
    <RecordPage title="View Licence" {...LICENCE_RECORD} query={query}>
      {(record) => <LicenceView record={record} />}
    </RecordPage>
  );
}

/** The licence with its edit, verify and revoke actions. */
function LicenceView({ record }: { record: Licence }) {
  const canEdit = useScope(['edit-licences']) && record.status !== 'revoked';
  const canVerify = useScope(['verify-licences']) && canApply(LICENCE_WORKFLOW, 'verify', record.status);
  const canRevoke = useScope(['edit-licences']) && canApply(LICENCE_WORKFLOW, 'revoke', record.status);
  const [verifying, setVerifying] = useState(false);
  const [revoking, setRevoking] = useState(false);
  return (
    <>
      <PageHeader
        title="View Licence"
        description={licenceName(record)}
        backTo={LICENCE_PATHS.list}
        backLabel="Licences"
        actions={
          <>
            {canEdit && <EditButton to={LICENCE_PATHS.edit(record._id)} />}
            {canVerify && (
              <Button
                color="green"
                leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}
                onClick={() => setVerifying(true)}
              >
                Verify
              </Button>
            )}
            {canRevoke && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => setRevoking(true)}
              >
                Revoke
              </Button>
            )}
          </>
        }
      />
      <LicenceDetails record={record} />
      <VerifyLicenceDialog licence={verifying ? record : null} onClose={() => setVerifying(false)} />
      <RevokeLicenceDialog licence={revoking ? record : null} onClose={() => setRevoking(false)} />
    </>
  );
}
