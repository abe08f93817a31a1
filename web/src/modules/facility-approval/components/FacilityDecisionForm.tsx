import { Alert, Button, Group, Paper, Textarea, TextInput } from '@mantine/core';
import type { Timesheet } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { FormSection } from '../../../ui/FormSection.tsx';
import { SignaturePreview } from '../../accounts/index.ts';
import { type FacilityLink, useFacilityDecideMutation } from '../api.ts';
import { type DecisionForm, decisionErrors, linkErrorMessage } from '../facilityLink.ts';

export interface FacilityDecisionFormProps {
  link: FacilityLink;
  approverName: string;
  /** Called with the decided time sheet and the server's message. */
  onDecided: (timesheet: Timesheet, message: string) => void;
}

/**
 * 'Approve': the approver types their name (shown live as a cursive signature) and approves, or, in the same step,
 * gives a reason and rejects: both decisions are signed, so the name is asked before either button. The link works
 * once; the server's refusals show above the buttons.
 */
export function FacilityDecisionForm({ link, approverName, onDecided }: FacilityDecisionFormProps) {
  const [decide, { isLoading }] = useFacilityDecideMutation();
  const [form, setForm] = useState<DecisionForm>({ signatureName: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof DecisionForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (decision: 'approve' | 'reject') => {
    const found = decisionErrors(decision, form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      const res = await decide({
        body: {
          ...link,
          decision,
          signatureName: form.signatureName.trim(),
          ...(decision === 'reject' ? { reason: form.reason.trim() } : {}),
        },
      }).unwrap();
      onDecided(res.data, res.message ?? '');
    } catch (e) {
      setFailure(linkErrorMessage(e));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <FormSection title="Approve">
        <TextInput
          label="Type your name to sign"
          description="Your signature approves or rejects this time sheet."
          placeholder={approverName}
          value={form.signatureName}
          onChange={(e) => {
            const signatureName = e.currentTarget.value;
            setForm((f) => ({ ...f, signatureName }));
          }}
          error={errors.signatureName}
          maxLength={200}
          withAsterisk
        />
        <SignaturePreview name={form.signatureName} caption="Facility approver signature" />
        <Textarea
          label="Reason"
          description="Only to reject: tell the provider what to correct."
          value={form.reason}
          onChange={(e) => {
            const reason = e.currentTarget.value;
            setForm((f) => ({ ...f, reason }));
          }}
          error={errors.reason}
          autosize
          minRows={2}
          maxLength={1000}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="outline"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => submit('reject')}
            loading={isLoading}
          >
            Reject
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => submit('approve')}
            loading={isLoading}
          >
            Approve
          </Button>
        </Group>
      </FormSection>
    </Paper>
  );
}
