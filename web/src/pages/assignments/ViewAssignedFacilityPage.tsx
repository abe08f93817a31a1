import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../app/hooks.ts';
import { useGetAssignmentQuery } from '../../modules/assignments/api.ts';
import { personName } from '../../modules/assignments/assignmentForm.ts';
import { AssignmentDetails } from '../../modules/assignments/components/AssignmentDetails.tsx';
import { AssignmentLoading, AssignmentNotFound } from '../../modules/assignments/components/AssignmentNotFound.tsx';
import { editAssignmentPath, PROVIDERS_LIST_PATH, providerFacilitiesPath } from '../../modules/assignments/paths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

const TITLE = 'View Assigned Facility';

/** /view-provider-view-facility/:id (assignment id): the assignment, read-only, with Edit ('edit-assignments'). */
export default function ViewAssignedFacilityPage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-assignments']);
  const {
    data: assignment,
    error,
    isLoading,
  } = useGetAssignmentQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });

  if (isLoading) {
    return (
      <>
        <PageHeader title={TITLE} />
        <AssignmentLoading />
      </>
    );
  }
  if (!assignment) {
    return (
      <>
        <PageHeader title={TITLE} backTo={PROVIDERS_LIST_PATH} backLabel="Providers" />
        <AssignmentNotFound error={error} backTo={PROVIDERS_LIST_PATH} backLabel="Back to Providers" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={TITLE}
        description={personName(assignment.provider)}
        backTo={providerFacilitiesPath(assignment.provider._id)}
        backLabel="Facilities"
        actions={
          canEdit && (
            <Button
              component={Link}
              to={editAssignmentPath(assignment._id)}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          )
        }
      />
      <AssignmentDetails assignment={assignment} showProvider />
    </>
  );
}
