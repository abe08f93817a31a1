import { hasScope, toScopes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME } from '../modules/auth/redirect.ts';
import { NOT_BUILT_ROUTES } from './routeTable.ts';
import { plannedScope, reachableHome, requiredScope } from './scope.ts';

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

describe('plannedScope', () => {
  const admin = (path: string, scope?: string[]) => ({ area: 'admin', path, ...(scope ? { scope } : {}) });

  it("keeps a planned screen's own permissions", () => {
    expect(plannedScope(admin('/create-icon-users', ['add-icon-users']))).toEqual(['add-icon-users']);
  });

  it("gives other admin screens their sidebar item's permission", () => {
    expect(plannedScope(admin('/icon-users-listing'))).toEqual(['view-icon-users']);
    expect(plannedScope(admin('/providers-listing'))).toEqual(['view-providers']);
    expect(plannedScope(admin('/profile/:id'))).toEqual(['view-providers']);
    expect(plannedScope(admin('/admin-edit-timesheet/:timesheetId'))).toEqual(['view-timesheets']);
    expect(plannedScope(admin('/document-folders-listing'))).toEqual(['view-document-types']);
    expect(plannedScope(admin('/pay-periods-listing'))).toEqual(['view-pay-periods']);
    expect(plannedScope(admin('/notifications-listing'))).toEqual([]);
  });

  it('puts a permission on every planned admin screen, none on the other areas', () => {
    for (const route of NOT_BUILT_ROUTES) {
      const scope = plannedScope(route);
      if (route.area === 'admin') expect(scope?.length, route.path).toBe(1);
      else expect(scope, route.path).toBeUndefined();
    }
    expect(plannedScope({ area: 'provider', path: '/provider-timesheet-listing' })).toBeUndefined();
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
