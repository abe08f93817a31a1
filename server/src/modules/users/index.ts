/**
 * The users module owns the users table. It has no routes of its own (sign-in, accounts, icon users and provider
 * profiles are the screens on it), so it is not in modules/index.ts; other modules call it only through here.
 */
export {
  activeIconUsers,
  claimMfaStep,
  findUserByEmail,
  findUserById,
  insertUser,
  nameMatches,
  nameSearch,
  setPasswordHash,
  superAdminIds,
  USER_LIST_SORT,
  type UserRow,
  updateUser,
  userIdsWithRole,
} from './users.repo.ts';
