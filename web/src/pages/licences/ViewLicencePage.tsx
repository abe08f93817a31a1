import type { Licence } from '@portal/contracts';
import { IconRestore } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { useGetLicenceQuery } from '../../modules/licences/api.ts';
import { LicenceDetails } from '../../modules/licences/components/LicenceDetails.tsx';
import { useLicenceStatusAction } from '../../modules/licences/components/useLicenceStatusAction.tsx';
import { LICENCE_PATHS, LICENCE_RECORD } from '../../modules/licences/paths.ts';
import { ArchiveToggleButton } from '../../ui/ArchiveToggleButton.tsx';
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

/** The licence with its edit and archive or reinstate actions. */
function LicenceView({ record }: { record: Licence }) {
  const canEdit = useScope(['edit-licences']);
  const canArchive = useScope(['archive-licences']);
  const changeStatus = useLicenceStatusAction();
  return (
    <>
      <PageHeader
        title="View Licence"
        description={record.name}
        backTo={LICENCE_PATHS.list}
        backLabel="Licences"
        actions={
          (canEdit || canArchive) && (
            <>
              {canEdit && <EditButton to={LICENCE_PATHS.edit(record._id)} />}
              {canArchive && (
                <ArchiveToggleButton
                  archived={record.status !== 'active'}
                  reinstateIcon={IconRestore}
                  onClick={() => changeStatus(record)}
                />
              )}
            </>
          )
        }
      />
      <LicenceDetails record={record} />
    </>
  );
}
