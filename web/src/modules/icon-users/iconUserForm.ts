import { type IconUser, type Option, statusLabel, USER_STATUSES, type UserStatus } from '@portal/contracts';

// Type aliases, not interfaces: the zod resolver wants values assignable to Record<string, unknown>.
export type IconUserCreateValues = {
  firstName: string;
  lastName: string;
  email: string;
  roleId: string;
};

export type IconUserEditValues = {
  firstName: string;
  lastName: string;
  roleId: string;
  status: UserStatus;
};

export const emptyCreateValues: IconUserCreateValues = { firstName: '', lastName: '', email: '', roleId: '' };

/** A stored user as the edit form's values. */
export const iconUserToFormValues = (user: IconUser): IconUserEditValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  roleId: user.role?._id ?? '',
  status: user.status,
});

/** 'First Last', for labels and messages. */
export const fullName = (user: { firstName: string; lastName: string }): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** The Status select of the edit form: Pending, Confirmed, Deactivated. */
export const USER_STATUS_OPTIONS: Option<UserStatus>[] = USER_STATUSES.map((value) => ({
  value,
  label: statusLabel(value),
}));

/**
 * The Role select's choices: every role, and the user's current role even when the list could not be loaded
 * (an icon user without 'view-roles'), so the form still shows what the user holds.
 */
export const roleOptions = (
  roles: readonly NonNullable<IconUser['role']>[] | undefined,
  current?: IconUser['role'],
): Option[] => {
  const options = (roles ?? []).map((r) => ({ value: r._id, label: r.name }));
  if (current && !options.some((o) => o.value === current._id))
    options.unshift({ value: current._id, label: current.name });
  return options;
};

/** Saving this change deactivates the user (and so signs them out at once): ask first. */
export const isDeactivating = (before: UserStatus, after: UserStatus): boolean =>
  after === 'deactivated' && before !== 'deactivated';
