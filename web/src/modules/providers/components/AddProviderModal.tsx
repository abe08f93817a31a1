import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PROFILE_MESSAGES, providerInviteSchema } from '@portal/contracts';
import { useRolePrefix } from '../../../app/hooks.ts';
import { toastSuccess } from '../../../app/setup.ts';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { NameFields } from '../../../ui/NameFields.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
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

function InviteForm({ onDone }: { onDone: () => void }) {
  const prefix = useRolePrefix();
  const [invite] = useInviteProviderMutation();
  const form = useSchemaForm<InviteValues, ProviderInviteBody>(providerInviteSchema, EMPTY);

  const { submitting, formError, send } = useServerSubmit(
    form,
    async (body: ProviderInviteBody) => {
      const res = await invite({ prefix, body }).unwrap();
      toastSuccess(res.message ?? PROFILE_MESSAGES.invited);
      onDone();
    },
    { conflictField: 'email' },
  );
  const submit = form.onSubmit(send);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameFields form={form} disabled={submitting} autoFocus />
        <TextInput
          label="E-mail"
          type="email"
          withAsterisk
          maxLength={254}
          autoComplete="off"
          description="The provider receives an invitation here to set a password and sign the agreement."
          disabled={submitting}
          {...form.getInputProps('email')}
          key={form.key('email')}
        />
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
        <FormFooter error={formError} submitting={submitting} onCancel={onDone} submitLabel="Send invitation" />
      </Stack>
    </form>
  );
}

/** 'Add Provider': name, e-mail, specialty and organisation; the server e-mails the provider an invitation. */
export function AddProviderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Provider"
      size="lg"
      centered
      transitionProps={{ duration: 300 }}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened && <InviteForm onDone={onClose} />}
    </Modal>
  );
}
