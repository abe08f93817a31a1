import { hasScope, toScopes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME } from '../modules/auth/redirect.ts';
import { reachableHome, requiredScope } from './scope.ts';

const allowedBy = (values: string[]) => {
  const scopes = toScopes(values);
  return (permission?: string) => !permission || hasScope(scopes, [permission]);
};

describe('requiredScope', () => {
  it('takes the deepest route that declares handle.scope', () => {
    const matches = [{ handle: undefined }, { handle: { scope: ['view-roles'] } }, { handle: { title: 'Edit Role' } }];
    expect(requiredScope(matches, '/edit-roles/1')).toEqual(['view-roles']);
    expect(requiredScope([{ handle: { scope: ['a'] } }, { handle: { scope: ['b'] } }], '/x')).toEqual(['b']);
  });

  it('treats an empty handle.scope as open', () => {
    expect(requiredScope([{ handle: { scope: [] } }], '/icon-users-listing')).toEqual([]);
  });

  it("falls back to the sidebar item's permission, else nothing", () => {
    expect(requiredScope([{ handle: { title: 'X' } }], '/icon-users-listing')).toEqual(['view-icon-users']);
    expect(requiredScope([], '/view-providers/42')).toEqual(['view-providers']);
    expect(requiredScope([], '/notifications-listing')).toEqual([]);
    expect(requiredScope([], '/somewhere-else')).toEqual([]);
  });
});

describe('requiredScope of a screen without its own scope', () => {
  it("takes its admin sidebar item's permission, sub-pages included", () => {
    expect(requiredScope([], '/providers-listing')).toEqual(['view-providers']);
    expect(requiredScope([], '/profile/42')).toEqual(['view-providers']);
    expect(requiredScope([], '/admin-edit-timesheet/7')).toEqual(['view-timesheets']);
    expect(requiredScope([], '/document-folders-listing')).toEqual(['view-document-types']);
    expect(requiredScope([], '/pay-periods-listing')).toEqual(['view-pay-periods']);
  });
});

describe('reachableHome', () => {
  it('is the area home when the user may open it', () => {
    expect(reachableHome('admin', 'superAdmin', allowedBy([]))).toBe(ADMIN_HOME);
    expect(reachableHome('admin', 'iconUser', allowedBy(['view-providers']))).toBe(ADMIN_HOME);
    expect(reachableHome('provider', 'provider', allowedBy([]))).toBe('/provider-timesheet-listing');
  });

  it('is the risk calendar for every icon user, whatever they hold (it shows what they may see)', () => {
    expect(reachableHome('admin', 'iconUser', allowedBy(['view-roles']))).toBe('/risk-calendar');
    expect(reachableHome('admin', 'iconUser', allowedBy([]))).toBe('/risk-calendar');
  });
});
