import { MALPRACTICE_MESSAGES, type StateRateInput } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { MALPRACTICE_PATHS, useGetStateRateQuery, useUpdateStateRateMutation } from '../../modules/malpractice/api.ts';
import { StateRateForm } from '../../modules/malpractice/components/MalpracticeForms.tsx';
import { EditRecordPage } from '../../ui/RecordPage.tsx';

/** /edit-malpracticerates/:id: a state rate's insurer, state, specialty, hourly cost and dates. */
export default function EditStateRatePage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const query = useGetStateRateQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const [update] = useUpdateStateRateMutation();
  const back = () => navigate(MALPRACTICE_PATHS.list);
  return (
    <EditRecordPage
      title="Edit Malpractice Rates"
      backTo={MALPRACTICE_PATHS.list}
      backLabel="Malpractice Rates"
      notFound={MALPRACTICE_MESSAGES.stateRateNotFound}
      query={query}
    >
      {(data) => (
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
      )}
    </EditRecordPage>
  );
}
