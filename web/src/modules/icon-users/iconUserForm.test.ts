import type { IconUser } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fullName, iconUserToFormValues, isDeactivating, roleOptions, USER_STATUS_OPTIONS } from './iconUserForm.ts';

const user: IconUser = {
  _id: 'u1',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Reyes',
  status: 'confirmed',
  emailStatus: 'verified',
  role: { _id: 'r2', name: 'Payroll' },
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('icon user form', () => {
  it('turns a stored user into edit values (no role -> empty)', () => {
    expect(iconUserToFormValues(user)).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      roleId: 'r2',
      status: 'confirmed',
    });
    expect(iconUserToFormValues({ ...user, role: null }).roleId).toBe('');
  });

  it('names the user', () => {
    expect(fullName(user)).toBe('Dana Reyes');
    expect(fullName({ firstName: 'Admin', lastName: '' })).toBe('Admin');
  });

  it('offers the three statuses', () => {
    expect(USER_STATUS_OPTIONS.map((o) => o.label)).toEqual(['Pending', 'Confirmed', 'Deactivated']);
  });

  it("lists every role, adding the user's own when the list lacks it", () => {
    const roles = [
      { _id: 'r1', name: 'Operations' },
      { _id: 'r2', name: 'Payroll' },
    ];
    expect(roleOptions(roles, user.role)).toEqual([
      { value: 'r1', label: 'Operations' },
      { value: 'r2', label: 'Payroll' },
    ]);
    expect(roleOptions(undefined, user.role)).toEqual([{ value: 'r2', label: 'Payroll' }]);
    expect(roleOptions(undefined, null)).toEqual([]);
  });

  it('asks before deactivating, not when the user already was', () => {
    expect(isDeactivating('confirmed', 'deactivated')).toBe(true);
    expect(isDeactivating('pending', 'deactivated')).toBe(true);
    expect(isDeactivating('deactivated', 'deactivated')).toBe(false);
    expect(isDeactivating('confirmed', 'pending')).toBe(false);
  });
});
