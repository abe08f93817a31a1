import { describe, expect, it } from 'vitest';
import { credentialingFormSchema, emptyCredentialingValues, formValuesToBody } from './credentialingForm.ts';

const PROVIDER = '0190f5c4-0000-7000-8000-000000000001';
const FACILITY = '0190f5c4-0000-7000-8000-000000000002';

describe('the credentialing form', () => {
  it('sends empty fields as null and a payor only for payor enrollment', () => {
    const body = formValuesToBody({
      ...emptyCredentialingValues(PROVIDER),
      facilityId: FACILITY,
      payorId: 'ignored',
      applicationType: 'initial',
      dueOn: '2026-12-31',
      privileges: '  ',
    });
    expect(body).toMatchObject({
      kind: 'credentialing',
      providerId: PROVIDER,
      facilityId: FACILITY,
      payorId: null,
      requestedOn: null,
      dueOn: '2026-12-31',
      privileges: null,
      documentIds: [],
    });
  });

  it('names the field of each mistake', () => {
    const result = credentialingFormSchema.safeParse({
      ...emptyCredentialingValues(PROVIDER),
      facilityId: FACILITY,
      applicationType: 'reappointment',
      effectiveOn: '2026-06-01',
      dueOn: '2026-05-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['dueOn']);
  });
});
