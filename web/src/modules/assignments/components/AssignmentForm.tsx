import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Assignment, ON_CALL_TYPES, PAY_PERIOD_TYPES } from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { DatePairFields, NotesField } from '../../../ui/FormFields.tsx';
import { selectInput } from '../../../ui/forms.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { PickListSelect, useListJobTypesQuery } from '../../reference/index.ts';
import { NamedItemSelect } from '../../super-admin-reference/index.ts';
import type { AssignmentBody } from '../api.ts';
import {
  type AssignmentFormValues,
  assignmentFormSchema,
  assignmentToFormValues,
  emptyAssignmentValues,
  facilityOption,
  formValuesToBody,
  validateAssignment,
} from '../assignmentForm.ts';
import { FacilityPicker } from './FacilityPicker.tsx';

const resolve = zod4Resolver(assignmentFormSchema, { errorPriority: 'first' });

export interface AssignmentFormProps {
  /** The provider of a new assignment; ignored when `assignment` is given. */
  providerId: string;
  /** The assignment being edited; a new one when omitted. */
  assignment?: Assignment;
  /**
   * Sends the body. A rejected promise carrying the API error (RTK Query's `.unwrap()`) puts its field errors beside
   * the fields ('End date must be on or after the start date', 'This facility is archived'); a 409 overlap, which
   * belongs to no field, shows in an alert above the buttons.
   */
  onSubmit: (body: AssignmentBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Assign a facility to a provider, or edit the assignment: facility, dates, job type, on-call and pay period. */
export function AssignmentForm({ providerId, assignment, onSubmit, onCancel }: AssignmentFormProps) {
  const { data: jobTypes, isLoading: jobTypesLoading } = useListJobTypesQuery();
  const form = useForm<AssignmentFormValues, (values: AssignmentFormValues) => AssignmentBody>({
    mode: 'controlled',
    initialValues: assignment ? assignmentToFormValues(assignment) : emptyAssignmentValues(providerId),
    validate: (values) => validateAssignment(values, resolve),
    transformValues: formValuesToBody,
  });

  const jobTypeOptions = useMemo(() => {
    const options = (jobTypes ?? []).map((j) => ({ value: j._id, label: j.name }));
    const current = assignment?.jobType;
    if (current && !options.some((o) => o.value === current._id))
      options.unshift({ value: current._id, label: current.name });
    return options;
  }, [jobTypes, assignment]);

  const { submitting, formError, send } = useServerSubmit(form, onSubmit);
  const submit = form.onSubmit(send);

  const facility = form.getInputProps('facilityId');
  /** A select of the field, which cannot change while the assignment is on its way. */
  const choice = (field: 'jobTypeId' | 'onCallType' | 'procedureTypeId' | 'payPeriodType') => ({
    ...selectInput(form, field),
    disabled: submitting,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FacilityPicker
          value={form.values.facilityId}
          onChange={(value) => form.setFieldValue('facilityId', value)}
          initial={assignment ? facilityOption(assignment.facility) : null}
          error={facility.error}
          onFocus={facility.onFocus}
          onBlur={facility.onBlur}
          disabled={submitting}
        />
        <DatePairFields
          from={{
            label: 'Start date',
            withAsterisk: true,
            ...form.getInputProps('startDate'),
            key: form.key('startDate'),
          }}
          to={{ label: 'End date', withAsterisk: true, ...form.getInputProps('endDate'), key: form.key('endDate') }}
          disabled={submitting}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PickListSelect
            kind="job-type"
            label="Job type"
            choices={{ data: jobTypeOptions, loading: jobTypesLoading }}
            {...choice('jobTypeId')}
            key={form.key('jobTypeId')}
          />
          <Select
            label="On-call type"
            placeholder="None"
            data={ON_CALL_TYPES}
            clearable
            {...choice('onCallType')}
            key={form.key('onCallType')}
          />
          <NamedItemSelect
            kind="procedure-types"
            label="Procedure type"
            placeholder="None"
            {...choice('procedureTypeId')}
            key={form.key('procedureTypeId')}
          />
          <Select
            label="Pay period type"
            withAsterisk
            placeholder="Choose a pay period type"
            data={PAY_PERIOD_TYPES}
            allowDeselect={false}
            {...choice('payPeriodType')}
            key={form.key('payPeriodType')}
          />
        </SimpleGrid>
        <NotesField
          minRows={3}
          maxRows={8}
          disabled={submitting}
          {...form.getInputProps('notes')}
          key={form.key('notes')}
        />
        <FormFooter error={formError} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
