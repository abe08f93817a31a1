import {
  type PayRate,
  type PayRateInput,
  payRateInputSchema,
  RATE_KEYS,
  RATE_SETS,
  type RateKey,
  type RateSetName,
} from '@portal/contracts';
import { z } from 'zod';

// A type alias, not an interface: the zod resolver wants values assignable to Record<string, unknown>.
/** The form's values: every input holds text; amounts as typed ('125.50'). */
export type PayRateFormValues = {
  assignmentId: string;
  effectiveFrom: string;
  effectiveTo: string;
  notes: string;
} & Record<RateSetName, Record<RateKey, { PayRate: string; BillRate: string }>>;

const emptySet = () =>
  Object.fromEntries(RATE_KEYS.map((k) => [k, { PayRate: '', BillRate: '' }])) as Record<
    RateKey,
    { PayRate: string; BillRate: string }
  >;

export const emptyPayRateValues = (): PayRateFormValues => ({
  assignmentId: '',
  effectiveFrom: '',
  effectiveTo: '',
  notes: '',
  regularRates: emptySet(),
  weekendRates: emptySet(),
  holidayRates: emptySet(),
});

/** '0.00' shows as an empty box, so only the rates that matter stand out. */
const shown = (amount: string) => (Number(amount) === 0 ? '' : amount);

export const payRateToFormValues = (r: PayRate): PayRateFormValues => ({
  assignmentId: r.assignmentId,
  effectiveFrom: r.effectiveFrom,
  effectiveTo: r.effectiveTo ?? '',
  notes: r.notes ?? '',
  ...(Object.fromEntries(
    RATE_SETS.map((s) => [
      s,
      Object.fromEntries(
        RATE_KEYS.map((k) => [k, { PayRate: shown(r[s][k].PayRate), BillRate: shown(r[s][k].BillRate) }]),
      ),
    ]),
  ) as Record<RateSetName, Record<RateKey, { PayRate: string; BillRate: string }>>),
});

/** The values as the API input: empty dates and notes become null (spec section 5), amounts stay text. */
export const formValuesToBody = (v: PayRateFormValues): PayRateInput => ({
  assignmentId: v.assignmentId,
  effectiveFrom: v.effectiveFrom,
  effectiveTo: v.effectiveTo || null,
  notes: v.notes.trim() || null,
  regularRates: v.regularRates,
  weekendRates: v.weekendRates,
  holidayRates: v.holidayRates,
});

export const payRateFormSchema = z.preprocess((v) => formValuesToBody(v as PayRateFormValues), payRateInputSchema);
