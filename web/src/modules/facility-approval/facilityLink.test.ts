import { TIMESHEET_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, noAnswer } from '../../lib/http.ts';
import { decisionErrors, linkErrorMessage, readFacilityLink } from './facilityLink.ts';

const ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const TOKEN = 'x'.repeat(43);

describe('facility approval link', () => {
  it('reads id and token from the query', () => {
    expect(readFacilityLink(`?id=${ID}&token=${TOKEN}`)).toEqual({ id: ID, token: TOKEN });
    expect(readFacilityLink(`?id=${ID}`)).toBeNull();
    expect(readFacilityLink(`?id=nope&token=${TOKEN}`)).toBeNull();
    expect(readFacilityLink(`?id=${ID}&token=short`)).toBeNull();
  });

  it('shows the server message for refused links, and "not valid" for malformed requests', () => {
    expect(
      linkErrorMessage(
        apiError(400, 'Bad Request', { success: false, message: TIMESHEET_MESSAGES.linkUsed, code: 'LINK_USED' }),
      ),
    ).toBe(TIMESHEET_MESSAGES.linkUsed);
    expect(
      linkErrorMessage(
        apiError(400, 'Bad Request', {
          success: false,
          message: 'Invalid',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'id', message: 'x' }],
        }),
      ),
    ).toBe(TIMESHEET_MESSAGES.linkInvalid);
    expect(linkErrorMessage(apiError(500, 'Internal Server Error', ''))).toBe('Internal Server Error');
    expect(linkErrorMessage(noAnswer(new Error('Network Error')))).toBe('Network Error');
  });

  it('needs a typed name, and a reason to reject', () => {
    expect(decisionErrors('approve', { signatureName: ' ', reason: '' })).toEqual({
      signatureName: 'Type your name to sign',
    });
    expect(decisionErrors('approve', { signatureName: 'Pia', reason: '' })).toEqual({});
    expect(decisionErrors('reject', { signatureName: 'Pia', reason: '' })).toEqual({
      reason: 'Give a reason for the rejection',
    });
  });
});
