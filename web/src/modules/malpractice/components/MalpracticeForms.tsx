import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MALPRACTICE_STATE_RULE, SPECIALTY_VALUES } from '@portal/contracts';
import { type ChangeEvent, type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { isApiError } from '../../../lib/http.ts';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { DatePairFields } from '../../../ui/FormFields.tsx';
import { failureOf, serverMessage } from '../../../ui/forms.ts';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { RateAmountInput } from '../../pay-rates/index.ts';
import { useProviderOptions } from '../../providers/index.ts';
import { PickListManager, useListStatesQuery } from '../../reference/index.ts';
import { useInsuranceProvidersQuery } from '../api.ts';

const SPECIALTIES = SPECIALTY_VALUES.map((v) => ({
  value: v,
  label: { crna: 'CRNA', anesthesiologist: 'Anesthesiologist', aa: 'AA' }[v],
}));

type Errors = Record<string, string>;

/** Sends, then puts a 400's field errors beside the fields and anything else in the alert. */
async function run(send: () => Promise<unknown>, setErrors: (e: Errors) => void, setAlert: (m: string | null) => void) {
  setErrors({});
  setAlert(null);
  try {
    await send();
  } catch (error) {
    const failure = failureOf(error);
    if (failure?.errors?.length) setErrors(Object.fromEntries(failure.errors.map((e) => [e.field, e.message])));
    else if (isApiError(error)) setAlert(serverMessage(error));
  }
}

/** Every field empty: the values of a form that adds. */
const blank = <K extends string>(fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, ''])) as Record<K, string>;

/** A form's values as text, set field by field; submit sends them through `run` and tracks its progress. */
function useSendForm<V extends { [K in keyof V]: string }>(onSubmit: (v: V) => Promise<unknown>, initial: V) {
  const [v, setV] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof V) => (value: string) => setV((p) => ({ ...p, [k]: value }));
  /** A text box's value, change handler and error for field `k`. */
  const bind = (k: keyof V & string) => ({
    value: v[k],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(k)(e.currentTarget.value),
    error: errors[k],
  });
  /** The same for an input that reports its value itself (an amount, a select). */
  const bindValue = (k: keyof V & string) => ({ value: v[k], onChange: set(k), error: errors[k] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await run(() => onSubmit(v), setErrors, setAlert);
    setBusy(false);
  };
  return { v, set, bind, bindValue, errors, alert, busy, submit };
}

/** The props of a form that adds a record (no `initial`) or edits one. */
interface SendFormProps<V> {
  onSubmit: (v: V) => Promise<unknown>;
  onCancel: () => void;
  /** The record being edited (empty when adding). */
  initial?: V;
}

/** The form element around the fields, with the alert and the buttons below them. */
function SendFormShell({
  form: { submit, alert, busy },
  onCancel,
  children,
}: {
  form: Pick<ReturnType<typeof useSendForm>, 'submit' | 'alert' | 'busy'>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        <FormFooter error={alert} submitting={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function InsurerSelect({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const prefix = useRolePrefix();
  const { data } = useInsuranceProvidersQuery({ prefix });
  return (
    <Select
      label="Insurance provider"
      withAsterisk
      placeholder="Choose an insurance provider"
      data={(data ?? []).map((i) => ({ value: i._id, label: i.name }))}
      searchable
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      inputContainer={(input) => <PickListManager kind="insurance-provider">{input}</PickListManager>}
    />
  );
}

/**
 * The state a rate is for, picked like every other state. A rate applies by the state of the facility where the
 * hours are worked, never by the provider's own address; the field says so where it is set.
 */
function FacilityStateSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const states = useListStatesQuery({ country: 'US' });
  const data = useMemo(() => {
    const options = (states.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
    // A stored state the list does not hold stays choosable, so editing never blanks it.
    return value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  }, [states.data, value]);
  return (
    <Select
      label="Facility state"
      description={MALPRACTICE_STATE_RULE}
      withAsterisk
      placeholder="Choose a state"
      data={data}
      searchable
      nothingFoundMessage="No states found"
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const STATE_RATE_FIELDS = [
  'insuranceProviderId',
  'state',
  'specialty',
  'hourlyCost',
  'effectiveFrom',
  'effectiveTo',
] as const;
export type StateRateValues = Record<(typeof STATE_RATE_FIELDS)[number], string>;

/** A state rate: insurer, state, specialty, cost per hour, effective dates. */
export function StateRateForm({ onSubmit, onCancel, initial }: SendFormProps<StateRateValues>) {
  const form = useSendForm<StateRateValues>(onSubmit, initial ?? blank(STATE_RATE_FIELDS));
  const { v, set, bind, bindValue, errors } = form;
  return (
    <SendFormShell form={form} onCancel={onCancel}>
      <InsurerSelect {...bindValue('insuranceProviderId')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FacilityStateSelect {...bindValue('state')} />
        <Select
          label="Specialty"
          withAsterisk
          data={SPECIALTIES}
          value={v.specialty || null}
          onChange={(x) => set('specialty')(x ?? '')}
          error={errors.specialty}
          comboboxProps={{ withinPortal: true }}
        />
        <RateAmountInput label="Cost per hour" visibleLabel withAsterisk {...bindValue('hourlyCost')} />
      </SimpleGrid>
      <DatePairFields
        from={{ label: 'Effective from', withAsterisk: true, ...bind('effectiveFrom') }}
        to={{ label: 'Effective to', ...bind('effectiveTo') }}
      />
    </SendFormShell>
  );
}

const INFO_FIELDS = [
  'providerId',
  'insuranceProviderId',
  'policyNumber',
  'perClaim',
  'aggregate',
  'effectiveDate',
  'expiryDate',
] as const;
export type InfoValues = Record<(typeof INFO_FIELDS)[number], string>;

function ProviderSelect(props: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  /** The provider already chosen (editing), offered even when the first page of matches does not hold them. */
  known?: { value: string; label: string };
}) {
  return (
    <SearchSelect
      label="Provider"
      withAsterisk
      useOptions={useProviderOptions}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** A provider's cover: insurer, policy, limits, effective and expiry dates. */
export function MalpracticeInfoForm({
  onSubmit,
  onCancel,
  initial,
  provider,
}: SendFormProps<InfoValues> & {
  /** The provider's name of the cover being edited. */
  provider?: { value: string; label: string };
}) {
  const form = useSendForm<InfoValues>(onSubmit, initial ?? blank(INFO_FIELDS));
  const { bind, bindValue } = form;
  return (
    <SendFormShell form={form} onCancel={onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ProviderSelect {...bindValue('providerId')} known={provider} />
        <InsurerSelect {...bindValue('insuranceProviderId')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Policy number" withAsterisk {...bind('policyNumber')} />
        <RateAmountInput label="Per claim limit" visibleLabel {...bindValue('perClaim')} />
        <RateAmountInput label="Aggregate limit" visibleLabel {...bindValue('aggregate')} />
      </SimpleGrid>
      <DatePairFields
        from={{ label: 'Effective date', withAsterisk: true, ...bind('effectiveDate') }}
        to={{ label: 'Expiry date', withAsterisk: true, ...bind('expiryDate') }}
      />
    </SendFormShell>
  );
}
