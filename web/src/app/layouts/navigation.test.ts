import { hasScope, isPermission, toScopes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, activeNav, PROVIDER_NAV, visibleNav } from './navigation.ts';

type Item = { label: string; permission?: string };
const leaves = ADMIN_NAV.flatMap((s): Item[] => s.children ?? [s]);

describe('admin navigation', () => {
  it('uses only permissions from the catalogue', () => {
    for (const item of leaves) if (item.permission) expect(isPermission(item.permission), item.label).toBe(true);
  });

  it('shows an icon user only what it may view, and drops empty sections', () => {
    const scopes = toScopes(['view-roles', 'view-providers']);
    const nav = visibleNav(ADMIN_NAV, (p) => !p || hasScope(scopes, [p]));
    expect(nav.map((s) => s.label)).toEqual(['Risk Calendar', 'Providers', 'ICON Users', 'Notifications']);
    expect(nav.find((s) => s.label === 'ICON Users')?.children?.map((c) => c.label)).toEqual(['Roles']);
    expect(nav.find((s) => s.label === 'Providers')?.children?.map((c) => c.label)).toEqual(['Provider Listing']);
  });

  it('hides Users Listing from an icon user without view-icon-users and shows it once granted', () => {
    const usersOf = (values: string[]) => {
      const scopes = toScopes(values);
      const nav = visibleNav(ADMIN_NAV, (p) => !p || hasScope(scopes, [p]));
      return nav.find((s) => s.label === 'ICON Users')?.children?.map((c) => c.label) ?? [];
    };
    expect(usersOf(['view-roles'])).toEqual(['Roles']);
    expect(usersOf(['view-roles', 'view-icon-users'])).toEqual(['Users Listing', 'Roles']);
    expect(usersOf(['add-icon-users'])).toEqual([]);
  });

  it('shows the holiday calendar to super admins only', () => {
    const settings = (values: string[]) =>
      visibleNav(ADMIN_NAV, (p) => !p || hasScope(toScopes(values), [p]))
        .find((s) => s.label === 'Settings')
        ?.children?.map((c) => c.label) ?? [];
    expect(settings(['view-pay-periods', 'view-pay-rates', 'edit-pay-rates'])).toEqual(['Pay Periods']);
    expect(settings([])).toEqual([]);
    expect(ADMIN_NAV.find((s) => s.label === 'Settings')?.children?.map((c) => c.label)).toContain('Holidays');
    expect(activeNav(ADMIN_NAV, '/holidays-listing')).toEqual({ menu: 'Settings', submenu: 'Holidays' });
    expect(ADMIN_NAV.find((s) => s.label === 'Settings')?.children?.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Divisions', 'Procedure Types']),
    );
    expect(activeNav(ADMIN_NAV, '/divisions-listing')).toEqual({ menu: 'Settings', submenu: 'Divisions' });
  });

  it('highlights the item of the current screen', () => {
    expect(activeNav(ADMIN_NAV, '/edit-roles/42')).toEqual({ menu: 'ICON Users', submenu: 'Roles' });
    expect(activeNav(ADMIN_NAV, '/bonus-listing')).toEqual({ menu: 'Bonuses', submenu: null });
    expect(activeNav(ADMIN_NAV, '/view-providers/1')).toEqual({ menu: 'Providers', submenu: 'Provider Listing' });
    expect(activeNav(PROVIDER_NAV, '/provider-reappointment-reports-listing')).toEqual({
      menu: 'Reports',
      submenu: 'Reappointment',
    });
    expect(activeNav(ADMIN_NAV, '/nowhere')).toBeNull();
  });

  it('highlights Payments in both sidebars', () => {
    expect(activeNav(ADMIN_NAV, '/view-payment/1')).toEqual({ menu: 'Payments', submenu: null });
    expect(activeNav(PROVIDER_NAV, '/provider-view-payment/1')).toEqual({ menu: 'Payments', submenu: null });
  });
});
