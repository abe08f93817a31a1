import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { MALPRACTICE_MESSAGES, type StateRateInput } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import {
  MALPRACTICE_PATHS,
  useCreateMalpracticeInfoMutation,
  useCreateStateRateMutation,
} from '../../modules/malpractice/api.ts';
import { MalpracticeInfoForm, StateRateForm } from '../../modules/malpractice/components/MalpracticeForms.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /add-malpracticerates: a state rate, or a provider's malpractice information. */
export default function AddMalpracticeRatesPage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [kind, setKind] = useState<'rate' | 'info'>('rate');
  const [createRate] = useCreateStateRateMutation();
  const [createInfo] = useCreateMalpracticeInfoMutation();
  const back = () => navigate(MALPRACTICE_PATHS.list);
  return (
    <>
      <PageHeader title="Add Malpractice Rates" backTo={MALPRACTICE_PATHS.list} backLabel="Malpractice Rates" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <Stack gap="md">
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v as 'rate' | 'info')}
            data={[
              { value: 'rate', label: 'State rate' },
              { value: 'info', label: 'Provider malpractice info' },
            ]}
          />
          {kind === 'rate' ? (
            <StateRateForm
              onCancel={back}
              onSubmit={async (v) => {
                const res = await createRate({
                  prefix,
                  body: { ...v, effectiveTo: v.effectiveTo || null } as StateRateInput,
                }).unwrap();
                toastSuccess(res.message ?? MALPRACTICE_MESSAGES.stateRateCreated);
                back();
              }}
            />
          ) : (
            <MalpracticeInfoForm
              onCancel={back}
              onSubmit={async (v) => {
                const res = await createInfo({ prefix, body: v }).unwrap();
                toastSuccess(res.message ?? MALPRACTICE_MESSAGES.infoCreated);
                navigate(`${MALPRACTICE_PATHS.list}?tab=info`);
              }}
            />
          )}
        </Stack>
      </Paper>
    </>
  );
}
