import { Button, Stack } from '@mantine/core';
import { IconArchive, IconPencil, IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../app/hooks.ts';
import { AssignedProvidersCard } from '../../modules/assignments/components/AssignedProvidersCard.tsx';
import { useGetFacilityQuery } from '../../modules/facilities/api.ts';
import { FacilityDetails } from '../../modules/facilities/components/FacilityDetails.tsx';
import { useFacilityStatusAction } from '../../modules/facilities/components/useFacilityStatusAction.tsx';
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
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => navigate(editFacilityPath(facility._id))}
        >
          Edit
        </Button>
      )}
      {canArchive &&
        (facility.status === 'active' ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => changeStatus(facility)}
          >
            Archive
          </Button>
        ) : (
          <Button
            color="green"
            variant="light"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() => changeStatus(facility)}
          >
            Reinstate
          </Button>
        ))}
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
