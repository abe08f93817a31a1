import type { LoginData } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  authReducer,
  initialAuthState,
  loginFailure,
  loginRefusal,
  loginSuccess,
  logout,
  profileFailure,
  profileLoaded,
} from './auth.ts';
import {
  bulkApprovalReducer,
  bulkApprovedText,
  closeBulkApproval,
  completeBulkApproval,
  startBulkApproval,
} from './bulkApproval.ts';
import { loadingReducer } from './loading.ts';
import { initialPermissionsState, permissionsReducer, setUserPermissions } from './permissions.ts';
import { initialProfileState, profileReducer } from './profile.ts';
import { clearSearchFilters, searchFiltersReducer, setSearchFilter } from './searchFilters.ts';
import { initialSidebarState, selectMenu, sidebarReducer } from './sidebar.ts';

const session = (over: Partial<LoginData['profile']> = {}, role: LoginData['role'] = 'iconUser'): LoginData => ({
  token: 't0k3n',
  role,
  idleTimeoutMinutes: 30,
  companyTimeZone: 'America/Chicago',
  profile: {
    _id: 'u1',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    status: 'confirmed',
    agreementStatus: 'signed',
    emailStatus: 'verified',
    roles: [
      { _id: 'r1', name: 'Staff', permissions: [{ value: 'view-roles' }, { value: 'view-icon-users' }] },
      { _id: 'r2', name: 'Other', permissions: [{ value: 'delete-providers' }] },
    ],
    ...over,
  },
});

describe('auth', () => {
  it('stores the user, the profile and the first role permission values on login success', () => {
    const state = authReducer(initialAuthState, loginSuccess(session()));
    expect(state.isLoggedIn).toBe(true);
    expect(state.user?.token).toBe('t0k3n');
    expect(state.user?.role).toBe('iconUser');
    expect(state.profile?.firstName).toBe('Ann');
    expect(state.userPermissions).toEqual(['view-roles', 'view-icon-users']);
  });

  it.each([logout(), loginFailure(), profileFailure()])('clears auth on %s', (action) => {
    const signedIn = authReducer(initialAuthState, loginSuccess(session()));
    expect(authReducer(signedIn, action)).toEqual(initialAuthState);
  });

  it('refuses a provider who has not signed the agreement or verified the e-mail', () => {
    expect(loginRefusal(session({ agreementStatus: 'not-signed' }, 'provider'))).toBe('agreementNotSigned');
    expect(loginRefusal(session({ emailStatus: 'not-verified' }, 'provider'))).toBe('emailNotVerified');
    expect(loginRefusal(session({}, 'provider'))).toBeNull();
    expect(loginRefusal(session({ agreementStatus: 'not-signed' }, 'iconUser'))).toBeNull();
  });
});

describe('GET /api/me answered', () => {
  const { token: _token, ...me } = session();
  const signedIn = () => {
    const login = loginSuccess(session());
    return {
      auth: authReducer(initialAuthState, login),
      permissions: permissionsReducer(initialPermissionsState, login),
      profile: profileReducer(initialProfileState, login),
    };
  };

  it('keeps every stored object when the answer holds what the session holds', () => {
    const before = signedIn();
    // A fresh copy, as the network answers it: equal, not the same objects.
    const answer = profileLoaded(structuredClone(me));
    expect(authReducer(before.auth, answer)).toBe(before.auth);
    expect(permissionsReducer(before.permissions, answer)).toBe(before.permissions);
    expect(profileReducer(before.profile, answer)).toBe(before.profile);
  });

  it('takes what changed and keeps the parts that did not', () => {
    const before = signedIn();
    const answer = profileLoaded({
      ...structuredClone(me),
      profile: { ...structuredClone(me.profile), lastName: 'Ng' },
    });
    const auth = authReducer(before.auth, answer);
    expect(auth.profile?.lastName).toBe('Ng');
    expect(auth.user?.profile.lastName).toBe('Ng');
    expect(auth.user?.token).toBe('t0k3n');
    expect(auth.profile?.roles).toBe(before.auth.profile?.roles);
    expect(permissionsReducer(before.permissions, answer)).toBe(before.permissions);
    expect(profileReducer(before.profile, answer).profile?.lastName).toBe('Ng');
  });
});

describe('permissions', () => {
  it('keys SCOPES by the camel-cased values of the first role on login success', () => {
    const state = permissionsReducer(initialPermissionsState, loginSuccess(session()));
    expect(state.SCOPES).toEqual({ viewRoles: true, viewIconUsers: true });
    expect(state.userPermission).toEqual(['view-roles', 'view-icon-users']);
  });

  it('replaces the scopes with fetched role permissions and clears them on logout', () => {
    const state = permissionsReducer(initialPermissionsState, setUserPermissions(['bulk-approve-timesheets']));
    expect(state.SCOPES).toEqual({ bulkApproveTimesheets: true });
    expect(permissionsReducer(state, logout())).toEqual(initialPermissionsState);
  });
});

describe('logout resets profile and sidebar', () => {
  it('resets both', () => {
    const profile = profileReducer(initialProfileState, loginSuccess(session()));
    expect(profile.profile?._id).toBe('u1');
    expect(profileReducer(profile, logout())).toEqual(initialProfileState);
    const sidebar = sidebarReducer(initialSidebarState, selectMenu({ menu: 'ICON Users', submenu: 'Roles' }));
    expect(sidebar).toEqual({ menuSelected: 'ICON Users', submenuSelected: 'Roles', openSubMenu: 'ICON Users' });
    expect(sidebarReducer(sidebar, logout())).toEqual(initialSidebarState);
  });
});

describe('bulk approval', () => {
  it('starts, completes with totals and closes', () => {
    let state = bulkApprovalReducer(undefined, startBulkApproval());
    expect(state).toMatchObject({ inProcess: true, completed: false, totalCount: 0 });
    state = bulkApprovalReducer(state, completeBulkApproval({ totalCount: 5, successfulApproved: 4, notApproved: 1 }));
    expect(state).toEqual({ inProcess: false, completed: true, totalCount: 5, approvedCount: 4, notApprovedCount: 1 });
    expect(bulkApprovalReducer(state, closeBulkApproval())).toMatchObject({ inProcess: false, completed: false });
  });

  it('pluralises the completion text', () => {
    expect(bulkApprovedText(1)).toBe('1 timesheet from the listing has been approved');
    expect(bulkApprovedText(3)).toBe('3 timesheets from the listing has been approved');
  });
});

describe('search filters', () => {
  it('keeps state per list key and clears one or all', () => {
    let state = searchFiltersReducer(undefined, setSearchFilter({ key: 'roles', page: 3, offset: 20 }));
    state = searchFiltersReducer(state, setSearchFilter({ key: 'users', isSorted: true }));
    expect(state.roles).toEqual({ filterValue: {}, page: 3, offset: 20, sortValue: null, isSorted: false });
    state = searchFiltersReducer(state, setSearchFilter({ key: 'roles', filterValue: { search: 'a' } }));
    expect(state.roles).toMatchObject({ page: 3, filterValue: { search: 'a' } });
    expect(Object.keys(searchFiltersReducer(state, clearSearchFilters('roles')))).toEqual(['users']);
    expect(searchFiltersReducer(state, clearSearchFilters())).toEqual({});
  });
});

describe('loading', () => {
  it('is loading while any API request is pending, and ignores rejections that never started', () => {
    const pending = (id: string) => ({ type: 'api/executeQuery/pending', meta: { requestId: id } });
    const done = (id: string) => ({ type: 'api/executeQuery/fulfilled', meta: { requestId: id } });
    let state = loadingReducer(undefined, pending('a'));
    state = loadingReducer(state, pending('b'));
    state = loadingReducer(state, { type: 'api/executeQuery/rejected', meta: { requestId: 'c', condition: true } });
    expect(state.isLoading).toBe(true);
    state = loadingReducer(state, done('a'));
    expect(state.isLoading).toBe(true);
    state = loadingReducer(state, { type: 'api/executeMutation/rejected', meta: { requestId: 'b' } });
    expect(state.isLoading).toBe(false);
    expect(loadingReducer(state, { type: 'other/thing/pending', meta: { requestId: 'x' } }).isLoading).toBe(false);
  });
});
