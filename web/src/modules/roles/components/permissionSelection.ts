import type { PermissionGroup } from '@portal/contracts';

/** Whether all, or some, of a group's permissions are chosen. */
export const groupState = (group: PermissionGroup, value: readonly string[]): { all: boolean; some: boolean } => {
  const chosen = new Set(value);
  const count = group.permissions.filter((p) => chosen.has(p.value)).length;
  return { all: count > 0 && count === group.permissions.length, some: count > 0 };
};

/** Replaces a group's chosen permissions with `chosen`, keeping the other groups' choices. */
export const setGroup = (group: PermissionGroup, value: readonly string[], chosen: readonly string[]): string[] => {
  const inGroup = new Set(group.permissions.map((p) => p.value));
  const keep = value.filter((v) => !inGroup.has(v));
  const picked = new Set(chosen);
  return [...keep, ...group.permissions.filter((p) => picked.has(p.value)).map((p) => p.value)];
};

/** The 'Select all' checkbox: chooses the whole group, or clears it when it is all chosen already. */
export const toggleGroup = (group: PermissionGroup, value: readonly string[]): string[] =>
  setGroup(group, value, groupState(group, value).all ? [] : group.permissions.map((p) => p.value));
