import { Alert, Modal, NumberInput, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type CredentialingReview,
  decisionInputSchema,
  REVIEW_MESSAGES,
  type ReviewItem,
  SHARE_DEFAULT_DAYS,
  SHARE_MAX_DAYS,
  sharePacketInputSchema,
  signOffInputSchema,
  todayIn,
} from '@portal/contracts';
import { useRolePrefix } from '../../../../lib/hooks.ts';
import { toastSuccess } from '../../../../lib/toast.ts';
import { FormFooter } from '../../../../ui/FormActions.tsx';
import { TextField } from '../../../../ui/TextField.tsx';
import { useSchemaForm } from '../../../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../../../ui/useServerSubmit.ts';
import {
  useApproveReviewMutation,
  useDenyReviewMutation,
  useShareReviewPacketMutation,
  useSignOffReviewItemMutation,
} from '../../reviewApi.ts';

const MODAL = { centered: true, transitionProps: { duration: 300 } } as const;

/** Signs an item off with its source (the portal's suggestion filled in), or marks it not applicable with a note. */
export function SignOffDialog({
  recordId,
  item,
  onClose,
}: {
  recordId: string;
  item: ReviewItem;
  onClose: () => void;
}) {
  const prefix = useRolePrefix();
  const [signOff] = useSignOffReviewItemMutation();
  const form = useSchemaForm(signOffInputSchema, {
    status: 'signed-off' as 'signed-off' | 'not-applicable',
    source: item.source ?? item.suggestedSource ?? '',
    note: item.note ?? '',
  });
  const { submitting, formError, send } = useServerSubmit(form, async (body: typeof signOffInputSchema._output) => {
    const res = await signOff({ prefix, id: recordId, itemId: item._id, body }).unwrap();
    toastSuccess(res.message ?? REVIEW_MESSAGES.signedOff);
    onClose();
  });
  const signing = form.values.status === 'signed-off';
  return (
    <Modal opened onClose={onClose} title={`Sign off: ${item.label}`} {...MODAL}>
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          {item.finding && <Alert variant="light">{item.finding}</Alert>}
          <SegmentedControl
            fullWidth
            data={[
              { value: 'signed-off', label: 'Signed off' },
              { value: 'not-applicable', label: 'Not applicable' },
            ]}
            {...form.getInputProps('status')}
          />
          {signing && (
            <TextInput
              label="Source"
              description="Where it was verified: the registry, the board, the document"
              withAsterisk
              maxLength={300}
              data-autofocus
              {...form.getInputProps('source')}
            />
          )}
          <Textarea
            label="Note"
            withAsterisk={!signing}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('note')}
          />
          <FormFooter
            error={formError}
            submitting={submitting}
            onCancel={onClose}
            submitLabel={signing ? 'Sign Off' : 'Mark Not Applicable'}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The committee's decision: its date (today or before) and its note; approving or denying. */
export function DecisionDialog({
  recordId,
  decision,
  onClose,
}: {
  recordId: string;
  decision: 'approve' | 'deny';
  onClose: () => void;
}) {
  const prefix = useRolePrefix();
  const [approve] = useApproveReviewMutation();
  const [deny] = useDenyReviewMutation();
  const form = useSchemaForm(decisionInputSchema, { decidedOn: todayIn(), note: '' });
  const { submitting, formError, send } = useServerSubmit(form, async (body: typeof decisionInputSchema._output) => {
    const res = await (decision === 'approve' ? approve : deny)({ prefix, id: recordId, body }).unwrap();
    toastSuccess(res.message ?? (decision === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.denied));
    onClose();
  });
  const label = decision === 'approve' ? 'Approve' : 'Deny';
  return (
    <Modal opened onClose={onClose} title={`${label} credentialing file`} {...MODAL}>
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          <TextField form={form} name="decidedOn" type="date" label="Decision date" withAsterisk max={todayIn()} />
          <Textarea
            label="Committee note"
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
            {...form.getInputProps('note')}
          />
          <FormFooter error={formError} submitting={submitting} onCancel={onClose} submitLabel={label} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Shares the packet PDF with the facility's credentialing contact through a guest link, for some days. */
export function SharePacketDialog({ review, onClose }: { review: CredentialingReview; onClose: () => void }) {
  const prefix = useRolePrefix();
  const [share] = useShareReviewPacketMutation();
  const form = useSchemaForm(sharePacketInputSchema, { expiresInDays: SHARE_DEFAULT_DAYS, message: '' });
  const { submitting, formError, send } = useServerSubmit(form, async (body: typeof sharePacketInputSchema._output) => {
    const res = await share({ prefix, id: review.recordId, body }).unwrap();
    toastSuccess(res.message ?? REVIEW_MESSAGES.shared(res.data.email));
    onClose();
  });
  const contact = review.contact;
  return (
    <Modal opened onClose={onClose} title="Share packet with facility" {...MODAL}>
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          <Alert variant="light" color={contact ? 'blue' : 'red'}>
            {contact
              ? `The packet PDF is kept in the provider's documents and ${contact.name} (${contact.email}) is e-mailed a link; a code sent to that address opens it.`
              : REVIEW_MESSAGES.noContact}
          </Alert>
          <NumberInput
            label="Link valid for (days)"
            min={1}
            max={SHARE_MAX_DAYS}
            withAsterisk
            {...form.getInputProps('expiresInDays')}
          />
          <Textarea label="Message" autosize minRows={2} maxLength={1000} {...form.getInputProps('message')} />
          <FormFooter error={formError} submitting={submitting} onCancel={onClose} submitLabel="Share Packet" />
        </Stack>
      </form>
    </Modal>
  );
}
