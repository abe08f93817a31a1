import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SPECIALTY_VALUES } from '@portal/contracts';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useRolePrefix } from '../../../app/hooks.ts';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { DatePairFields } from '../../../ui/FormFields.tsx';
import { failureOf, isApiError, serverMessage } from '../../../ui/forms.ts';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { RateAmountInput } from '../../pay-rates/index.ts';
import { useProviderOptions } from '../../providers/index.ts';
import { PickListManager } from '../../reference/index.ts';
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
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await run(() => onSubmit(v), setErrors, setAlert);
    setBusy(false);
  };
  return { v, set, bind, errors, alert, busy, submit };
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

export interface StateRateValues {
  insuranceProviderId: string;
  state: string;
  specialty: string;
  hourlyCost: string;
  effectiveFrom: string;
  effectiveTo: string;
}

/** A state rate: insurer, state, specialty, cost per hour, effective dates. */
export function StateRateForm({
  onSubmit,
  onCancel,
  initial,
}: {
  onSubmit: (v: StateRateValues) => Promise<unknown>;
  onCancel: () => void;
  /** The rate being edited (empty when adding). */
  initial?: StateRateValues;
}) {
  const { v, set, bind, errors, alert, busy, submit } = useSendForm<StateRateValues>(
    onSubmit,
    initial ?? {
      insuranceProviderId: '',
      state: '',
      specialty: '',
      hourlyCost: '',
      effectiveFrom: '',
      effectiveTo: '',
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <InsurerSelect
          value={v.insuranceProviderId}
          onChange={set('insuranceProviderId')}
          error={errors.insuranceProviderId}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="State" withAsterisk placeholder="TX" {...bind('state')} />
          <Select
            label="Specialty"
            withAsterisk
            data={SPECIALTIES}
            value={v.specialty || null}
            onChange={(x) => set('specialty')(x ?? '')}
            error={errors.specialty}
            comboboxProps={{ withinPortal: true }}
          />
          <RateAmountInput
            label="Cost per hour"
            visibleLabel
            withAsterisk
            value={v.hourlyCost}
            onChange={set('hourlyCost')}
            error={errors.hourlyCost}
          />
        </SimpleGrid>
        <DatePairFields
          from={{ label: 'Effective from', withAsterisk: true, ...bind('effectiveFrom') }}
          to={{ label: 'Effective to', ...bind('effectiveTo') }}
        />
        <FormFooter error={alert} submitting={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export interface InfoValues {
  providerId: string;
  insuranceProviderId: string;
  policyNumber: string;
  perClaim: string;
  aggregate: string;
  effectiveDate: string;
  expiryDate: string;
}

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
}: {
  onSubmit: (v: InfoValues) => Promise<unknown>;
  onCancel: () => void;
  /** The cover being edited (empty when adding)... */
  initial?: InfoValues;
  /** ...and its provider's name. */
  provider?: { value: string; label: string };
}) {
  const { v, set, bind, errors, alert, busy, submit } = useSendForm<InfoValues>(
    onSubmit,
    initial ?? {
      providerId: '',
      insuranceProviderId: '',
      policyNumber: '',
      perClaim: '',
      aggregate: '',
      effectiveDate: '',
      expiryDate: '',
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ProviderSelect
            value={v.providerId}
            onChange={set('providerId')}
            error={errors.providerId}
            known={provider}
          />
          <InsurerSelect
            value={v.insuranceProviderId}
            onChange={set('insuranceProviderId')}
            error={errors.insuranceProviderId}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Policy number" withAsterisk {...bind('policyNumber')} />
          <RateAmountInput
            label="Per claim limit"
            visibleLabel
            value={v.perClaim}
            onChange={set('perClaim')}
            error={errors.perClaim}
          />
          <RateAmountInput
            label="Aggregate limit"
            visibleLabel
            value={v.aggregate}
            onChange={set('aggregate')}
            error={errors.aggregate}
          />
        </SimpleGrid>
        <DatePairFields
          from={{ label: 'Effective date', withAsterisk: true, ...bind('effectiveDate') }}
          to={{ label: 'Expiry date', withAsterisk: true, ...bind('expiryDate') }}
        />
        <FormFooter error={alert} submitting={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
