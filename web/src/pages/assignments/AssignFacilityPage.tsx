import { Paper } from '@mantine/core';
import { ASSIGNMENT_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreateAssignmentMutation } from '../../modules/assignments/api.ts';
import { AssignmentForm } from '../../modules/assignments/components/AssignmentForm.tsx';
import { providerFacilitiesPath } from '../../modules/assignments/paths.ts';
import { useGetProviderProfileQuery } from '../../modules/providers/api.ts';
import { providerName } from '../../modules/providers/profileParts.ts';
import { LoadingCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProviderMissing } from './ProviderMissing.tsx';

/** /view-provider-assign-facility/:id (provider id): assign a facility to the provider. */
export default function AssignFacilityPage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const { data: profile, error, isLoading } = useGetProviderProfileQuery({ prefix, id }, { skip: !id });
  const [createAssignment] = useCreateAssignmentMutation();
  const back = providerFacilitiesPath(id);

  if (isLoading) return <LoadingCard />;
  if (!profile) return <ProviderMissing error={error} title="Assign Facility" />;

  return (
    <>
      <PageHeader title="Assign Facility" description={providerName(profile)} backTo={back} backLabel="Facilities" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <AssignmentForm
          providerId={profile._id}
          onCancel={() => navigate(back)}
          onSubmit={async (body) => {
            const res = await createAssignment({ prefix, body }).unwrap();
            toastSuccess(res.message ?? ASSIGNMENT_MESSAGES.created);
            navigate(back);
          }}
        />
      </Paper>
    </>
  );
}
