import { z } from 'zod';
import { isTimeZone } from './businessDay.ts';

export const ADDRESS2_MESSAGE = 'Country and postal code is required for address 2';

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullish();

/** The address fields shared by providers and facilities, with the spec's address-2 rule. */
export const addressShape = {
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(100),
};

/** Spec section 5: address 2 requires country and postal code; the message goes on address2. */
export const refineAddress2 = <
  T extends { address2?: string | null; country?: string | null; postalCode?: string | null },
>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.address2 && (!value.country || !value.postalCode)) {
    ctx.addIssue({ code: 'custom', path: ['address2'], message: ADDRESS2_MESSAGE });
  }
};

/** IANA zone names, checked against the runtime's own list (ICU's tz database). */
export const timezoneSchema = z.string().refine(isTimeZone, 'Choose a valid time zone');

/** A stored address as the API answers it: every part may be missing. */
export const storedAddressShape = {
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
};
