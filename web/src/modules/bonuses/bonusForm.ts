import { type Bonus, type BonusInput, type BonusType, bonusInputSchema } from '@portal/contracts';
import { z } from 'zod';

// A type alias, not an interface: the zod resolver wants values assignable to Record<string, unknown>.
/** The form's values: every input holds text; the amount as typed ('125.50'), always positive. */
export type BonusFormValues = {
  providerId: string;
  assignmentId: string;
  type: BonusType | '';
  amount: string;
  payPeriodId: string;
  hoursThreshold: string;
  notes: string;
};

export const emptyBonusValues = (type: BonusType | '' = ''): BonusFormValues => ({
  providerId: '',
  assignmentId: '',
  type,
  amount: '',
  payPeriodId: '',
  hoursThreshold: '',
  notes: '',
});

/** Minutes as decimal hours text: 1110 -> '18.5'. */
export const minutesToHoursText = (minutes: number | null): string =>
  minutes === null ? '' : String(Math.round((minutes / 60) * 100) / 100);

export const bonusToFormValues = (b: Bonus): BonusFormValues => ({
  providerId: b.provider._id,
  assignmentId: b.assignment?._id ?? '',
  type: b.type,
  amount: b.amount,
  payPeriodId: b.payPeriod._id,
  hoursThreshold: minutesToHoursText(b.thresholdMinutes),
  notes: b.notes ?? '',
});

/** The values as the API input: empty strings become null (spec section 5); a threshold only for its type. */
export const formValuesToBody = (v: BonusFormValues): BonusInput => ({
  providerId: v.providerId,
  assignmentId: v.assignmentId || null,
  type: v.type as BonusType,
  amount: v.amount,
  payPeriodId: v.payPeriodId,
  hoursThreshold: v.type === 'hoursCompletionBonus' ? v.hoursThreshold.trim() || null : null,
  notes: v.notes.trim() || null,
});

export const bonusFormSchema = z.preprocess((v) => formValuesToBody(v as BonusFormValues), bonusInputSchema);
