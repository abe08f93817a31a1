import type { ExpenseStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';

/** Who an expense is for and where (`id`: the expense's). */
interface ExpenseKeys {
  id: string;
  providerId: string;
  facilityId: string;
}

/** A new expense: claimed by its provider (`createdBy` is the provider) or added by staff for them. */
export type ExpenseCreated = ExpenseKeys & { createdBy: string | null };
/** An expense's decision (`id`: the expense's). */
export type ExpenseChange = StatusChange<ExpenseStatus> & ExpenseKeys;

export const expenseCreated = defineEvent<ExpenseCreated>('expense.created');
/** Approved by staff, one by one or by an approve/all run ('bulk-approve'). */
export const expenseApproved = defineEvent<ExpenseChange>('expense.approved');
/** Not approved by staff, with a reason. */
export const expenseNotApproved = defineEvent<ExpenseChange>('expense.not-approved');
