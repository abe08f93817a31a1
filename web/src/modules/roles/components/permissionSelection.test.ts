import type { PermissionGroup } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { groupState, setGroup, toggleGroup } from './permissionSelection.ts';

const roles: PermissionGroup = {
  module: 'roles',
  label: 'Roles',
  permissions: ['view-roles', 'add-roles', 'edit-roles'].map((value) => ({ value, label: value })),
};

describe('permission selection', () => {
  it('tells whether none, some or all of a group are chosen', () => {
    expect(groupState(roles, [])).toEqual({ all: false, some: false });
    expect(groupState(roles, ['add-roles', 'view-payments'])).toEqual({ all: false, some: true });
    expect(groupState(roles, ['view-roles', 'add-roles', 'edit-roles'])).toEqual({ all: true, some: true });
  });

  it("'Select all' chooses the whole group, then clears it, keeping other groups", () => {
    const all = toggleGroup(roles, ['view-payments', 'add-roles']);
    expect(all).toEqual(['view-payments', 'view-roles', 'add-roles', 'edit-roles']);
    expect(toggleGroup(roles, all)).toEqual(['view-payments']);
  });

  it("replaces a group's choice in catalogue order", () => {
    expect(setGroup(roles, ['view-payments', 'view-roles'], ['edit-roles', 'view-roles'])).toEqual([
      'view-payments',
      'view-roles',
      'edit-roles',
    ]);
  });
});
