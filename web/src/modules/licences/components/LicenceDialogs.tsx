import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { LICENCE_MESSAGES, type Licence, VERIFICATION_SOURCES, type VerificationSource } from '@portal/contracts';
import { useState } from 'react';
import { fieldErrors } from '../../../lib/errors.ts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useRevokeLicenceMutation, useVerifyLicenceMutation } from '../api.ts';
import { typeLabel } from '../licenceForm.ts';

const SOURCE_OPTIONS = Object.entries(VERIFICATION_SOURCES).map(([value, label]) => ({ value, label }));
/** Spec section 9: modal transition 300 ms. */
const MODAL = { centered: true, transitionProps: { duration: 300 } } as const;

export const licenceName = (l: Pick<Licence, 'type' | 'state' | 'number'>) =>
  `${typeLabel(l.type)} ${l.state} ${l.number}`;

/** Records that the signed-in staff member verified a licence now, and from what source. */
export function VerifyLicenceDialog({ licence, onClose }: { licence: Licence | null; onClose: () => void }) {
  const prefix = useRolePrefix();
  const [verify, { isLoading }] = useVerifyLicenceMutation();
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setSource(null);
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!licence) return;
    if (!source) {
      setError('Choose a source');
      return;
    }
    try {
      const res = await verify({ prefix, id: licence._id, body: { source: source as VerificationSource } }).unwrap();
      toastSuccess(res.message ?? LICENCE_MESSAGES.verified);
      close();
    } catch (err) {
      const field = fieldErrors(err).source;
      if (!field) throw err;
      setError(field);
    }
  };
  return (
    <Modal opened={licence !== null} onClose={close} title="Verify licence" {...MODAL}>
      <Stack gap="md">
        <Text size="sm">
          {licence && licenceName(licence)}: you are recorded as having verified it now, from the source you choose.
        </Text>
        <Select
          label="Verification source"
          withAsterisk
          placeholder="Choose a source"
          data={SOURCE_OPTIONS}
          value={source}
          onChange={(v) => {
            setSource(v);
            setError(null);
          }}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="green" loading={isLoading} onClick={confirm}>
            Verify
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Revokes a licence with a written reason (audited). */
export function RevokeLicenceDialog({ licence, onClose }: { licence: Licence | null; onClose: () => void }) {
  const prefix = useRolePrefix();
  const [revoke] = useRevokeLicenceMutation();
  return (
    <ReasonDialog
      opened={licence !== null}
      onClose={onClose}
      title="Revoke licence"
      label="Reason"
      description={licence ? `Why ${licenceName(licence)} is revoked; kept in its history.` : ''}
      emptyError="Reason is required"
      color="red"
      action="Revoke"
      maxLength={500}
      submit={async (reason) => {
        if (!licence) return;
        const res = await revoke({ prefix, id: licence._id, body: { reason } }).unwrap();
        toastSuccess(res.message ?? LICENCE_MESSAGES.revoked);
      }}
    />
  );
}
