import { Divider, Fieldset, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Facility } from '@portal/contracts';
import { useRef, useState } from 'react';
import { FormActions } from '../../../ui/FormActions.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { listSelectProps } from '../../../ui/listSelect.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { AddressFields, PickListSelect } from '../../reference/index.ts';
import { NamedItemSelect } from '../../super-admin-reference/index.ts';
import type { FacilityBody } from '../api.ts';
import {
  contactTypeLabel,
  emptyFacilityValues,
  type FacilityFormValues,
  facilityToFormValues,
  toFacilityBody,
  validateFacilityValues,
  withFormErrorPaths,
} from '../facilityForm.ts';
import { useFacilityChoices } from './useFacilityChoices.ts';

const TIME_ZONES = { one: 'a time zone', many: 'time zones' };
const ICON_STAFF = { one: 'ICON staff', many: 'staff' };

/** The three inputs of each contact; each is named for screen readers with its contact ('Primary PE Contact e-mail'). */
const CONTACT_FIELDS = [
  { field: 'name', label: 'Name', maxLength: 200 },
  { field: 'email', label: 'E-mail', type: 'email', maxLength: 254 },
  { field: 'phone', label: 'Phone', type: 'tel', maxLength: 25 },
] as const;

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
  const [submitting, setSubmitting] = useState(false);
  // Which form contact each sent contact came from, to place 'contacts.N.*' errors of the answer.
  const sentContacts = useRef<number[]>([]);
  const form = useForm<FacilityFormValues>({
    mode: 'controlled',
    initialValues: facility ? facilityToFormValues(facility) : emptyFacilityValues(),
    validate: validateFacilityValues,
  });

  const choices = useFacilityChoices(form.values, facility);

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
  /** A field's input props; nothing can change while the facility is on its way. */
  const field = (name: 'timezone' | 'clientId' | 'vmsId' | 'divisionId' | 'iconContactIds') => ({
    disabled: submitting,
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title="Details">
          <TextField form={form} name="name" label="Name" withAsterisk maxLength={200} disabled={submitting} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label="Time zone"
              limit={100}
              {...listSelectProps(TIME_ZONES, choices.timezones)}
              {...field('timezone')}
            />
            <PickListSelect kind="client" label="Client" choices={choices.clients} {...field('clientId')} />
            <PickListSelect kind="vms" label="VMS" choices={choices.vms} {...field('vmsId')} />
            <NamedItemSelect
              kind="divisions"
              label="Division"
              placeholder="Choose a division"
              {...field('divisionId')}
            />
          </SimpleGrid>
        </FormSection>

        <Divider />
        <FormSection title="Address">
          <AddressFields form={form} disabled={submitting} />
        </FormSection>

        <Divider />
        <FormSection
          title="Contacts"
          hint="Each contact is optional; one left blank is not saved. A contact needs a name and an e-mail."
        >
          {typeof contactsError === 'string' && (
            <Text size="sm" c="red" role="alert">
              {contactsError}
            </Text>
          )}
          {form.values.contacts.map((contact, i) => {
            const label = contactTypeLabel(contact.type);
            return (
              <Fieldset key={contact.type} legend={label} disabled={submitting}>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  {CONTACT_FIELDS.map(({ field, ...input }) => (
                    <TextField
                      key={field}
                      form={form}
                      name={`contacts.${i}.${field}`}
                      aria-label={`${label} ${input.label.toLowerCase()}`}
                      {...input}
                    />
                  ))}
                </SimpleGrid>
              </Fieldset>
            );
          })}
          <MultiSelect
            label="ICON contacts"
            hidePickedOptions
            {...listSelectProps(ICON_STAFF, choices.iconContacts)}
            {...field('iconContactIds')}
          />
        </FormSection>

        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
