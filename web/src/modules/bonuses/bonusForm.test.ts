import { bonusInputSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bonusToFormValues, emptyBonusValues, formValuesToBody, minutesToHoursText } from './bonusForm.ts';

const ids = {
  providerId: '0190a3f2-0000-7000-8000-000000000001',
  payPeriodId: '0190a3f2-0000-7000-8000-000000000002',
};

describe('bonus form values <-> contract input', () => {
  it('sends empty optional fields as null and keeps a threshold only on an Hours Completion Bonus', () => {
    const v = { ...emptyBonusValues('deduction'), ...ids, amount: '12.5', hoursThreshold: '40', notes: '  ' };
    expect(formValuesToBody(v)).toEqual({
      ...ids,
      assignmentId: null,
      type: 'deduction',
      amount: '12.5',
      hoursThreshold: null,
      notes: null,
    });
    const hours = formValuesToBody({ ...v, type: 'hoursCompletionBonus' });
    expect(bonusInputSchema.parse(hours)).toMatchObject({ amount: 1250, hoursThreshold: 2400 });
  });

  it('shows a stored bonus back in the form', () => {
    expect(minutesToHoursText(1110)).toBe('18.5');
    expect(minutesToHoursText(null)).toBe('');
    const values = bonusToFormValues({
      _id: 'b',
      provider: { _id: ids.providerId, firstName: 'A', lastName: 'B', email: 'a@b.c' },
      assignment: null,
      type: 'hoursCompletionBonus',
      amount: '500.00',
      signedAmount: '500.00',
      payPeriod: { _id: ids.payPeriodId, type: 'bi_weekly', startDate: '2026-01-05', endDate: '2026-01-18' },
      thresholdMinutes: 4800,
      notes: null,
      status: 'pending',
      approvedAt: null,
      approvedBy: null,
      createdAt: '2026-01-05T00:00:00Z',
    });
    expect(values).toMatchObject({ amount: '500.00', hoursThreshold: '80', assignmentId: '', notes: '' });
  });
});
