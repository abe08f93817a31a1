import { afterEach, describe, expect, it, vi } from 'vitest';
import { areasOfExpertiseSchema, basicInfoSchema } from './providerProfile.ts';

afterEach(() => vi.useRealTimers());

describe("a provider's dates are judged by the company's today", () => {
  it('at 20:00 in Los Angeles (already tomorrow in UTC), tomorrow is still in the future', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-10T04:00:00Z'));
    const graduated = (graduationDate: string) => areasOfExpertiseSchema.safeParse({ graduationDate }).success;
    expect(graduated('2026-02-09')).toBe(true);
    expect(graduated('2026-02-10')).toBe(false);
    const born = (dateOfBirth: string) =>
      basicInfoSchema.safeParse({ firstName: 'Ann', lastName: 'Lee', dateOfBirth }).success;
    expect(born('2026-02-08')).toBe(true);
    expect(born('2026-02-09')).toBe(false);
  });
});
