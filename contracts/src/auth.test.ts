import { describe, expect, it } from 'vitest';
import { loginBodyErrors, loginBodySchema, normalLoginBody } from './auth.ts';
import { installErrorMap } from './errorMap.ts';

installErrorMap();

/** The first message per field, as the web's form shows it (mantine-form-zod-resolver, errorPriority 'first'). */
const schemaErrors = (body: unknown) => {
  const result = loginBodySchema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
};

describe('loginBodyErrors (the sign-in form without zod)', () => {
  const cases: Record<string, unknown>[] = [
    { email: '', password: '' },
    { email: '   ', password: 'x' },
    { email: 'someone', password: 'secret' },
    { email: 'a@b', password: 'secret' },
    { email: ' Someone@Example.COM ', password: 'secret' },
    { email: `${'a'.repeat(250)}@b.co`, password: 'secret' },
    { email: `${'a '.repeat(130)}`, password: 'p'.repeat(129) },
    { email: 'a@b.co', password: 'p'.repeat(128) },
    { email: 'a @b.co', password: ' ' },
    {},
  ];
  it.each(cases)('answers what loginBodySchema answers for %j', (body) => {
    expect(loginBodyErrors(body)).toEqual(schemaErrors(body));
  });

  it('sends the body loginBodySchema would send', () => {
    const body = { email: ' Someone@Example.COM ', password: ' secret ' };
    expect(normalLoginBody(body)).toEqual(loginBodySchema.parse(body));
  });
});
