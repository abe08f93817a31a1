import { Stack } from '@mantine/core';
import { IconPencil, IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { AssignedProvidersCard } from '../../modules/assignments/components/AssignedProvidersCard.tsx';
import { useGetFacilityQuery } from '../../modules/facilities/api.ts';
import { FacilityDetails } from '../../modules/facilities/components/FacilityDetails.tsx';
import { useFacilityStatusAction } from '../../modules/facilities/components/useFacilityStatusAction.tsx';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { ArchiveToggleButton } from '../../ui/ArchiveToggleButton.tsx';
import { LoadingCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FacilityMissing } from './FacilityMissing.tsx';
import { editFacilityPath, FACILITIES_LIST_PATH } from './paths.ts';

/** /view-facilities/:id */
export default function ViewFacilityPage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const canEdit = useScope(['edit-facilities']);
  const canArchive = useScope(['archive-facilities']);
  const changeStatus = useFacilityStatusAction();
  const {
    data: facility,
    error,
    isLoading,
  } = useGetFacilityQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (isLoading) body = <LoadingCard />;
  else if (!facility) body = <FacilityMissing error={error} />;
  else
    body = (
      <Stack gap="md">
        <FacilityDetails facility={facility} />
        <AssignedProvidersCard facilityId={facility._id} />
      </Stack>
    );

  const actions = facility && (canEdit || canArchive) && (
    <>
      {canEdit && (
        <ActionButton variant="default" icon={IconPencil} onClick={() => navigate(editFacilityPath(facility._id))}>
          Edit
        </ActionButton>
      )}
      {canArchive && (
        <ArchiveToggleButton
          archived={facility.status !== 'active'}
          reinstateIcon={IconRestore}
          onClick={() => changeStatus(facility)}
        />
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title="View Facility"
        description={facility?.name}
        backTo={FACILITIES_LIST_PATH}
        backLabel="Back to Facilities"
        actions={actions}
      />
      {body}
    </>
  );
}
