import { type Licence, licenceEditSchema, licenceInputSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { licenceFormValues } from './licenceForm.ts';

const stored: Licence = {
  _id: '0195f1a2-0000-7000-8000-000000000001',
  provider: { _id: '0195f1a2-0000-7000-8000-000000000002', firstName: 'Pat', lastName: 'Quinn', email: 'p@x.example' },
  state: 'TX',
  type: 'state-licence',
  number: 'TX-0042',
  issuedOn: null,
  expiresOn: '2027-01-31',
  daysLeft: 100,
  status: 'active',
  verifiedBy: null,
  verifiedAt: null,
  verificationSource: null,
  documentId: null,
  renewalPath: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('licence form values', () => {
  it('starts empty, and the contract names each missing field with the message the form shows', () => {
    const result = licenceInputSchema.safeParse(licenceFormValues());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['providerId', 'Choose a provider'],
      ['state', 'Choose a state'],
      ['number', 'Licence number is required'],
      ['expiresOn', 'Enter a valid date (YYYY-MM-DD)'],
    ]);
  });

  it('turns a stored licence into values and back into the body the API takes', () => {
    const values = licenceFormValues(stored);
    expect(licenceEditSchema.parse(values)).toEqual({
      state: 'TX',
      type: 'state-licence',
      number: 'TX-0042',
      issuedOn: '',
      expiresOn: '2027-01-31',
    });
  });
});
