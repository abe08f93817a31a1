import { describe, expect, it } from 'vitest';
import { AUTH_ROUTES, loginBodyErrors, loginBodySchema, normalLoginBody } from './auth.ts';
import { installErrorMap } from './errorMap.ts';
import { AUTH_API } from './mfa.ts';
import { PERMISSION_ROUTES } from './permissions.ts';
import { PERMISSIONS_API } from './roles.ts';

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

describe('the zod-free route tables (what the web session calls send)', () => {
  const tables = [
    ['AUTH_ROUTES', AUTH_ROUTES, AUTH_API],
    ['PERMISSION_ROUTES', PERMISSION_ROUTES, PERMISSIONS_API],
  ] as const;
  it.each(tables)(
    '%s says what its descriptors say: method, path, access, whether there is a body',
    (_, routes, api) => {
      const light = (e: object) => {
        const { method, path, access, body } = e as { method: string; path: string; access: unknown; body?: unknown };
        return { method, path, access, body: Boolean(body) };
      };
      expect(Object.keys(routes).sort()).toEqual(Object.keys(api).sort());
      for (const [name, route] of Object.entries(routes)) {
        expect(light(route), name).toEqual(light(api[name as keyof typeof api]));
      }
    },
  );
});
