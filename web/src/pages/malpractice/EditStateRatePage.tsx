import { Paper } from '@mantine/core';
import { MALPRACTICE_MESSAGES, type StateRateInput } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../app/hooks.ts';
import { toastSuccess } from '../../app/setup.ts';
import { MALPRACTICE_PATHS, useGetStateRateQuery, useUpdateStateRateMutation } from '../../modules/malpractice/api.ts';
import { StateRateForm } from '../../modules/malpractice/components/MalpracticeForms.tsx';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /edit-malpracticerates/:id: a state rate's insurer, state, specialty, hourly cost and dates. */
export default function EditStateRatePage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const { data, error, isLoading } = useGetStateRateQuery(
    { prefix, id },
    { skip: !id, refetchOnMountOrArgChange: true },
  );
  const [update] = useUpdateStateRateMutation();
  const back = () => navigate(MALPRACTICE_PATHS.list);
  const header = (
    <PageHeader title="Edit Malpractice Rates" backTo={MALPRACTICE_PATHS.list} backLabel="Malpractice Rates" />
  );
  if (isLoading)
    return (
      <>
        {header}
        <LoadingCard />
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <NotFoundCard
          message={MALPRACTICE_MESSAGES.stateRateNotFound}
          error={error}
          backTo={MALPRACTICE_PATHS.list}
          backLabel="Back to Malpractice Rates"
        />
      </>
    );
  return (
    <>
      {header}
      <Paper withBorder p="md" radius="sm" maw={900}>
        <StateRateForm
          initial={{
            insuranceProviderId: data.insuranceProvider._id,
            state: data.state,
            specialty: data.specialty,
            hourlyCost: data.hourlyCost,
            effectiveFrom: data.effectiveFrom,
            effectiveTo: data.effectiveTo ?? '',
          }}
          onCancel={back}
          onSubmit={async (v) => {
            const res = await update({
              prefix,
              id: data._id,
              body: { ...v, effectiveTo: v.effectiveTo || null } as StateRateInput,
            }).unwrap();
            toastSuccess(res.message ?? MALPRACTICE_MESSAGES.stateRateUpdated);
            back();
          }}
        />
      </Paper>
    </>
  );
}
