import { type Licence, licenceInputSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { licenceFormValues } from './licenceForm.ts';

const stored: Licence = {
  _id: '0195f1a2-0000-7000-8000-000000000001',
  name: 'Northwind',
  description: null,
  status: 'active',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('licence form values', () => {
  it('starts empty, and the contract refuses an empty name with the message the form shows', () => {
    const values = licenceFormValues();
    expect(values).toEqual({ name: '', description: '' });
    const result = licenceInputSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'Name is required']]);
  });

  it('turns a stored licence into values and back into the body the API takes', () => {
    const values = licenceFormValues(stored);
    expect(values).toEqual({ name: 'Northwind', description: '' });
    expect(licenceInputSchema.parse({ ...values, name: '  Northwind  ' })).toEqual({
      name: 'Northwind',
      description: '',
    });
  });
});
