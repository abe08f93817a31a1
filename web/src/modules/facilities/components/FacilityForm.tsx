import { Divider, Fieldset, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Facility } from '@portal/contracts';
import { useMemo, useRef, useState } from 'react';
import { useRolePrefix } from '../../../app/hooks.ts';
import { AddressFields } from '../../../ui/AddressFields.tsx';
import { FormActions } from '../../../ui/FormActions.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { PickListManager, useListClientsQuery, useListTimezonesQuery, useListVmsQuery } from '../../reference/index.ts';
import { NamedItemSelect } from '../../super-admin-reference/index.ts';
import { type FacilityBody, useListFacilityIconContactsQuery } from '../api.ts';
import {
  browserTimezones,
  contactTypeLabel,
  emptyFacilityValues,
  type FacilityFormValues,
  facilityToFormValues,
  iconContactOptions,
  optionsWithCurrent,
  toFacilityBody,
  validateFacilityValues,
  withFormErrorPaths,
} from '../facilityForm.ts';

export interface FacilityFormProps {
  /** The facility being edited; a new facility when omitted. */
  facility?: Facility;
  /**
   * Sends the facility. A rejected promise carrying the API error (RTK Query's `.unwrap()`) puts its field errors
   * beside the fields, contacts included.
   */
  onSubmit: (body: FacilityBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A facility's name, address, time zone, client and VMS, its four contacts (each optional; one left blank is not
 * sent) and its ICON staff contacts. Used by /add-facilities and /edit-facilities/:id.
 */
export function FacilityForm({ facility, onSubmit, onCancel }: FacilityFormProps) {
  const prefix = useRolePrefix();
  const [submitting, setSubmitting] = useState(false);
  // Which form contact each sent contact came from, to place 'contacts.N.*' errors of the answer.
  const sentContacts = useRef<number[]>([]);
  const form = useForm<FacilityFormValues>({
    mode: 'controlled',
    initialValues: facility ? facilityToFormValues(facility) : emptyFacilityValues(),
    validate: validateFacilityValues,
  });

  const clients = useListClientsQuery();
  const vms = useListVmsQuery();
  const timezones = useListTimezonesQuery();
  const iconContacts = useListFacilityIconContactsQuery({ prefix });

  const v = form.values;
  const clientOptions = useMemo(
    () =>
      optionsWithCurrent(
        (clients.data ?? []).map((c) => ({ value: c._id, label: c.name })),
        v.clientId,
        facility?.client?._id === v.clientId ? facility?.client?.name : undefined,
      ),
    [clients.data, v.clientId, facility],
  );
  const vmsOptions = useMemo(
    () =>
      optionsWithCurrent(
        (vms.data ?? []).map((c) => ({ value: c._id, label: c.name })),
        v.vmsId,
        facility?.vms?._id === v.vmsId ? facility?.vms?.name : undefined,
      ),
    [vms.data, v.vmsId, facility],
  );
  const timezoneOptions = useMemo(
    () => optionsWithCurrent(timezones.isError ? browserTimezones() : (timezones.data ?? []), v.timezone),
    [timezones.isError, timezones.data, v.timezone],
  );
  const contactOptions = useMemo(
    () => iconContactOptions(iconContacts.data, facility?.iconContacts),
    [iconContacts.data, facility],
  );

  const submit = form.onSubmit(async (values) => {
    const { body, contactIndex } = toFacilityBody(values);
    sentContacts.current = contactIndex;
    setSubmitting(true);
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerErrors(form, withFormErrorPaths(error, sentContacts.current), { conflictField: 'name' });
    } finally {
      setSubmitting(false);
    }
  });

  const contactsError = form.errors.contacts;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Details
          </Title>
          <TextInput
            label="Name"
            withAsterisk
            maxLength={200}
            autoComplete="off"
            disabled={submitting}
            {...form.getInputProps('name')}
            key={form.key('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label="Time zone"
              placeholder={timezones.isLoading ? 'Loading time zones...' : 'Choose a time zone'}
              data={timezoneOptions}
              searchable
              clearable
              limit={100}
              nothingFoundMessage="No time zones found"
              disabled={submitting}
              {...form.getInputProps('timezone')}
            />
            <Select
              label="Client"
              placeholder={clients.isLoading ? 'Loading clients...' : 'Choose a client'}
              data={clientOptions}
              searchable
              clearable
              nothingFoundMessage="No clients found"
              disabled={submitting}
              inputContainer={(input) => <PickListManager kind="client">{input}</PickListManager>}
              {...form.getInputProps('clientId')}
            />
            <Select
              label="VMS"
              placeholder={vms.isLoading ? 'Loading VMS...' : 'Choose a VMS'}
              data={vmsOptions}
              searchable
              clearable
              nothingFoundMessage="No VMS found"
              disabled={submitting}
              inputContainer={(input) => <PickListManager kind="vms">{input}</PickListManager>}
              {...form.getInputProps('vmsId')}
            />
            <NamedItemSelect
              kind="divisions"
              label="Division"
              placeholder="Choose a division"
              disabled={submitting}
              {...form.getInputProps('divisionId')}
            />
          </SimpleGrid>
        </Stack>

        <Divider />
        <Stack gap="md">
          <Title order={2} size="h4">
            Address
          </Title>
          <AddressFields form={form} disabled={submitting} />
        </Stack>

        <Divider />
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              Contacts
            </Title>
            <Text size="sm" c="dimmed">
              Each contact is optional; one left blank is not saved. A contact needs a name and an e-mail.
            </Text>
          </div>
          {typeof contactsError === 'string' && (
            <Text size="sm" c="red" role="alert">
              {contactsError}
            </Text>
          )}
          {v.contacts.map((contact, i) => {
            const label = contactTypeLabel(contact.type);
            return (
              <Fieldset key={contact.type} legend={label} disabled={submitting}>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <TextInput
                    label="Name"
                    aria-label={`${label} name`}
                    maxLength={200}
                    autoComplete="off"
                    {...form.getInputProps(`contacts.${i}.name`)}
                    key={form.key(`contacts.${i}.name`)}
                  />
                  <TextInput
                    label="E-mail"
                    aria-label={`${label} e-mail`}
                    type="email"
                    maxLength={254}
                    autoComplete="off"
                    {...form.getInputProps(`contacts.${i}.email`)}
                    key={form.key(`contacts.${i}.email`)}
                  />
                  <TextInput
                    label="Phone"
                    aria-label={`${label} phone`}
                    type="tel"
                    maxLength={25}
                    autoComplete="off"
                    {...form.getInputProps(`contacts.${i}.phone`)}
                    key={form.key(`contacts.${i}.phone`)}
                  />
                </SimpleGrid>
              </Fieldset>
            );
          })}
          <MultiSelect
            label="ICON contacts"
            placeholder={iconContacts.isLoading ? 'Loading staff...' : 'Choose ICON staff'}
            data={contactOptions}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage="No staff found"
            disabled={submitting}
            {...form.getInputProps('iconContactIds')}
          />
        </Stack>

        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
