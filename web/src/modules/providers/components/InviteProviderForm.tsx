import { Select, SimpleGrid } from '@mantine/core';
import { PROFILE_MESSAGES, providerInviteSchema } from '@portal/contracts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { InviteForm } from '../../../ui/InviteForm.tsx';
import { type ProviderInviteBody, useInviteProviderMutation } from '../api.ts';
import { ORGANISATION_OPTIONS, SPECIALTY_OPTIONS } from '../profileParts.ts';

type InviteValues = {
  firstName: string;
  lastName: string;
  email: string;
  specialty: string | null;
  organisation: string;
};

const EMPTY: InviteValues = { firstName: '', lastName: '', email: '', specialty: null, organisation: 'none' };

/**
 * The invitation form of 'Add Provider' (AddProviderModal.tsx), in its own chunk: the form library, the invite
 * schema and the pickers load when the dialog first opens, not with the providers list.
 */
export default function InviteProviderForm({ onDone }: { onDone: () => void }) {
  const prefix = useRolePrefix();
  const [invite] = useInviteProviderMutation();
  return (
    <InviteForm<InviteValues, ProviderInviteBody>
      schema={providerInviteSchema}
      initialValues={EMPTY}
      onSubmit={async (body) => {
        const res = await invite({ prefix, body }).unwrap();
        toastSuccess(res.message ?? PROFILE_MESSAGES.invited);
        onDone();
      }}
      onCancel={onDone}
      invitationNote="The provider receives an invitation here to set a password and sign the agreement."
      autoFocus
      submitLabel="Send invitation"
    >
      {(form, submitting) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Specialty"
            placeholder="Choose a specialty"
            data={SPECIALTY_OPTIONS}
            clearable
            comboboxProps={{ withinPortal: true }}
            disabled={submitting}
            {...form.getInputProps('specialty')}
            key={form.key('specialty')}
          />
          <Select
            label="Organisation"
            withAsterisk
            data={ORGANISATION_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            disabled={submitting}
            {...form.getInputProps('organisation')}
            key={form.key('organisation')}
          />
        </SimpleGrid>
      )}
    </InviteForm>
  );
}
