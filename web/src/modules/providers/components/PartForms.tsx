import { Checkbox, NumberInput, Select, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { ProfilePart } from '@portal/contracts';
import { type ReactNode, useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { personName } from '../../../ui/format.ts';
import { freeTextInput } from '../../../ui/forms.ts';
import { useOptionsWithCurrent, withCurrent } from '../../../ui/listFilters.ts';
import {
  AddressFields,
  countryZonesFirst,
  PickListSelect,
  useListSchoolsQuery,
  useListStatesQuery,
  useListTimezonesQuery,
} from '../../reference/index.ts';
import { useListCountiesQuery, useListRecruitersQuery } from '../api.ts';
import {
  type AddressValues,
  type BasicInfoValues,
  type ContactValues,
  type ExpertiseValues,
  FIELD_LABELS,
  type IconInfoValues,
  type IncorporatedValues,
  ORGANISATION_OPTIONS,
  SPECIALTY_OPTIONS,
} from '../profileParts.ts';
import {
  COMBO,
  DateField,
  Field,
  type Form,
  FormShell,
  Grid,
  type PartFormProps,
  usePartForm,
} from './PartFormKit.tsx';

const nameOption = (c: { name: string }) => ({ value: c.name, label: c.name });
const idOption = (s: { _id: string; name: string }) => ({ value: s._id, label: s.name });
const codeOption = (s: { code: string; name: string }) => ({ value: s.code, label: s.name });
const recruiterOption = (r: Parameters<typeof personName>[0] & { _id: string; email: string }) => ({
  value: r._id,
  label: `${personName(r)} (${r.email})`,
});

function BasicInfoForm(props: PartFormProps) {
  const { form, submit, submitting } = usePartForm('basic-info', props);
  const f = form as Form<BasicInfoValues>;
  return (
    <FormShell submit={submit} submitting={submitting} onClose={props.onClose} label="Basic Info">
      <Grid>
        <Field form={f} name="firstName" withAsterisk maxLength={100} />
        <Field form={f} name="middleName" maxLength={100} />
        <Field form={f} name="lastName" withAsterisk maxLength={100} />
        <DateField form={f} name="dateOfBirth" />
        <Field form={f} name="npi" inputMode="numeric" maxLength={10} description="10 digits" />
        <Select
          label={FIELD_LABELS.specialty}
          placeholder="Choose a specialty"
          data={SPECIALTY_OPTIONS}
          clearable
          comboboxProps={COMBO}
          {...f.getInputProps('specialty')}
          key={f.key('specialty')}
        />
      </Grid>
    </FormShell>
  );
}

/**
 * The shared address fields, plus the county (US counties of the state, GET /list-counties) and the time zone; a
 * list that cannot load, or has nothing for the choice, falls back to free text.
 */
function ProviderAddressFields({ form }: { form: Form<AddressValues> }) {
  const { country, state, county, timezone } = form.getValues();
  const isUs = country === 'US';
  const counties = useListCountiesQuery({ state: state ?? '' }, { skip: !isUs || !state });
  const timezones = useListTimezonesQuery();
  const countyOptions = useOptionsWithCurrent(counties.data, nameOption, county);
  const timezoneOptions = useMemo(
    () => withCurrent(countryZonesFirst(timezones.data ?? [], country), timezone),
    [timezones.data, timezone, country],
  );

  return (
    <AddressFields
      form={form}
      onPlaceChange={() => form.setFieldValue('county', null)}
      afterState={
        isUs && state && counties.data?.length ? (
          <Select
            label={FIELD_LABELS.county}
            placeholder="Choose a county"
            data={countyOptions}
            searchable
            clearable
            comboboxProps={COMBO}
            {...form.getInputProps('county')}
            key={form.key('county')}
          />
        ) : (
          <TextInput
            label={FIELD_LABELS.county}
            maxLength={100}
            {...freeTextInput(form, 'county')}
            key={form.key('county')}
          />
        )
      }
    >
      {timezones.data?.length ? (
        <Select
          label={FIELD_LABELS.timezone}
          placeholder="Choose a time zone"
          data={timezoneOptions}
          searchable
          clearable
          limit={100}
          comboboxProps={COMBO}
          {...form.getInputProps('timezone')}
          key={form.key('timezone')}
        />
      ) : (
        <TextInput
          label={FIELD_LABELS.timezone}
          placeholder="e.g. America/Chicago"
          {...freeTextInput(form, 'timezone')}
          key={form.key('timezone')}
        />
      )}
    </AddressFields>
  );
}

function AddressForm(props: PartFormProps) {
  const { form, submit, submitting } = usePartForm('address-and-timezone', props);
  return (
    <FormShell submit={submit} submitting={submitting} onClose={props.onClose} label="Address & Time Zone">
      <ProviderAddressFields form={form as Form<AddressValues>} />
    </FormShell>
  );
}

function ContactForm(props: PartFormProps) {
  const { form, submit, submitting } = usePartForm('contact-information', props);
  const f = form as Form<ContactValues>;
  return (
    <FormShell submit={submit} submitting={submitting} onClose={props.onClose} label="Contact Information">
      <Grid>
        <Field
          form={f}
          name="email"
          type="email"
          withAsterisk
          maxLength={254}
          description={
            props.self ? 'A new address gets a verification link; it changes once you open the link.' : undefined
          }
        />
        <Field form={f} name="phone" type="tel" maxLength={25} />
        <Field form={f} name="alternatePhone" type="tel" maxLength={25} />
        <Field form={f} name="emergencyContactName" maxLength={200} />
        <Field form={f} name="emergencyContactPhone" type="tel" maxLength={25} />
      </Grid>
    </FormShell>
  );
}

function ExpertiseForm(props: PartFormProps) {
  const { form, submit, submitting } = usePartForm('areas-of-expertise', props);
  const f = form as Form<ExpertiseValues>;
  const schools = useListSchoolsQuery();
  const schoolOptions = useOptionsWithCurrent(schools.data, idOption, f.getValues().schoolId);
  return (
    <FormShell submit={submit} submitting={submitting} onClose={props.onClose} label="Areas of Expertise">
      <TagsInput
        label={FIELD_LABELS.expertise}
        description="Press Enter after each area"
        maxTags={30}
        clearable
        {...f.getInputProps('expertise')}
        key={f.key('expertise')}
      />
      <Grid>
        <NumberInput
          label={FIELD_LABELS.yearsOfExperience}
          min={0}
          max={70}
          allowDecimal={false}
          allowNegative={false}
          {...f.getInputProps('yearsOfExperience')}
          key={f.key('yearsOfExperience')}
        />
        <PickListSelect
          kind="school"
          label={FIELD_LABELS.schoolId}
          choices={{ data: schoolOptions, loading: schools.isLoading }}
          comboboxProps={COMBO}
          {...f.getInputProps('schoolId')}
          key={f.key('schoolId')}
        />
        <DateField form={f} name="graduationDate" />
      </Grid>
    </FormShell>
  );
}

function IncorporatedForm(props: PartFormProps) {
  const { form, submit, submitting } = usePartForm('incorporated-status', props);
  const f = form as Form<IncorporatedValues>;
  const states = useListStatesQuery({ country: 'US' });
  const stateOptions = useOptionsWithCurrent(states.data, codeOption, f.getValues().incorporationState);
  const incorporated = f.getValues().incorporated;
  return (
    <FormShell submit={submit} submitting={submitting} onClose={props.onClose} label="Incorporated Status">
      <Checkbox
        label={FIELD_LABELS.incorporated}
        {...f.getInputProps('incorporated', { type: 'checkbox' })}
        key={f.key('incorporated')}
      />
      <Grid>
        <Field form={f} name="companyName" withAsterisk={incorporated} maxLength={200} />
        <Field form={f} name="ein" placeholder="12-3456789" maxLength={10} />
        {states.data?.length ? (
          <Select
            label={FIELD_LABELS.incorporationState}
            placeholder="Choose a state"
            data={stateOptions}
            searchable
            clearable
            comboboxProps={COMBO}
            {...f.getInputProps('incorporationState')}
            key={f.key('incorporationState')}
          />
        ) : (
          <TextInput
            label={FIELD_LABELS.incorporationState}
            maxLength={100}
            {...freeTextInput(f, 'incorporationState')}
            key={f.key('incorporationState')}
          />
        )}
      </Grid>
    </FormShell>
  );
}

function IconInfoForm(props: PartFormProps) {
  const { form, submit, submitting } = usePartForm('icon-information', props);
  const f = form as Form<IconInfoValues>;
  const prefix = useRolePrefix();
  const recruiters = useListRecruitersQuery({ prefix });
  const recruiterOptions = useOptionsWithCurrent(recruiters.data, recruiterOption, f.getValues().recruiterId);
  return (
    <FormShell submit={submit} submitting={submitting} onClose={props.onClose} label="ICON Information">
      <Grid>
        <Select
          label={FIELD_LABELS.organisation}
          withAsterisk
          data={ORGANISATION_OPTIONS}
          allowDeselect={false}
          comboboxProps={COMBO}
          {...f.getInputProps('organisation')}
          key={f.key('organisation')}
        />
        <Select
          label={FIELD_LABELS.recruiterId}
          placeholder={recruiters.isLoading ? 'Loading staff...' : 'Choose a recruiter'}
          data={recruiterOptions}
          searchable
          clearable
          nothingFoundMessage="No staff found"
          comboboxProps={COMBO}
          {...f.getInputProps('recruiterId')}
          key={f.key('recruiterId')}
        />
        <DateField form={f} name="startDate" />
        <DateField form={f} name="endDate" />
      </Grid>
      <Textarea
        label={FIELD_LABELS.notes}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
        {...f.getInputProps('notes')}
        key={f.key('notes')}
      />
    </FormShell>
  );
}

export const PART_FORMS: Record<ProfilePart, (props: PartFormProps) => ReactNode> = {
  'basic-info': BasicInfoForm,
  'address-and-timezone': AddressForm,
  'contact-information': ContactForm,
  'areas-of-expertise': ExpertiseForm,
  'incorporated-status': IncorporatedForm,
  'icon-information': IconInfoForm,
};
