import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, humanError, installErrorMap } from './errorMap.ts';
import { timesheetInputSchema } from './timesheets.ts';

installErrorMap();

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the zod error map', () => {
  it('turns field names into labels', () => {
    expect(fieldLabel(['entries', 0, 'hours'])).toBe('Hours');
    expect(fieldLabel(['breakMinutes'])).toBe('Break minutes');
    expect(fieldLabel(['payPeriodId'])).toBe('Pay period');
    expect(fieldLabel(['on_call_hours'])).toBe('On call hours');
    expect(fieldLabel(['email'])).toBe('E-mail');
    expect(fieldLabel([])).toBe('This value');
  });

  it('answers sentences naming the field for every common issue', () => {
    const schema = z.object({
      hours: z.number().min(0).max(24),
      firstName: z.string().min(1).max(5),
      notes: z.string().min(3),
      email: z.email(),
      count: z.number().int(),
      kind: z.enum(['daily', 'bi_weekly']),
      tags: z.array(z.string()).max(1),
      price: z.number().positive(),
      id: z.uuid(),
      day: z.iso.date(),
    });
    expect(
      messages(schema, {
        hours: 30,
        firstName: '',
        notes: 'ab',
        email: 'nope',
        count: 1.5,
        kind: 'weekly',
        tags: ['a', 'b'],
        price: 0,
        id: 'x',
        day: '2024-13-01',
      }),
    ).toEqual([
      ['hours', 'Hours must be at most 24'],
      ['firstName', 'First name is required'],
      ['notes', 'Notes must be at least 3 characters'],
      ['email', 'E-mail must be a valid e-mail address'],
      ['count', 'Count must be a whole number'],
      ['kind', 'Kind must be one of: daily, bi_weekly'],
      ['tags', 'Tags must have at most 1 item'],
      ['price', 'Price must be more than 0'],
      ['id', 'Id must be a valid id'],
      ['day', 'Day must be a valid date (YYYY-MM-DD)'],
    ]);
    expect(messages(schema.pick({ firstName: true }), { firstName: 'abcdefgh' })).toEqual([
      ['firstName', 'First name must be at most 5 characters'],
    ]);
    expect(messages(schema.pick({ hours: true }), {})).toEqual([['hours', 'Hours is required']]);
    expect(messages(schema.pick({ hours: true }), { hours: 'eight' })).toEqual([['hours', 'Hours must be a number']]);
  });

  it('never answers zod defaults for the time sheet form, and keeps messages a schema sets', () => {
    const result = messages(timesheetInputSchema, {
      assignmentId: 'x',
      payPeriodId: '018f0000-0000-7000-8000-000000000000',
      entries: [{ date: '2026-01-05', hours: 30, onCallType: 'in-house-call', onCallHours: 25 }],
    });
    expect(result).toEqual([
      ['assignmentId', 'Choose an assignment'],
      ['entries.0.hours', 'Hours must be at most 24'],
      ['entries.0.onCallHours', 'On call hours must be at most 24'],
    ]);
    for (const [, message] of result) expect(message).not.toMatch(/Too big|Too small|expected/);
  });

  it('is the function zod is configured with', () => {
    expect(z.config().customError).toBe(humanError);
  });
});
