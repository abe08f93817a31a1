import { type Scopes, toScopes } from '@portal/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  firstRolePermissions,
  keptWhereEqual,
  loginFailure,
  loginSuccess,
  logout,
  profileFailure,
  profileLoaded,
} from './auth.ts';

/** Spec section 3: SCOPES keyed by the camel-cased permission value, and the list of values. */
export interface PermissionsState {
  SCOPES: Scopes;
  userPermission: string[];
}

export const initialPermissionsState: PermissionsState = { SCOPES: {}, userPermission: [] };

const fromValues = (values: string[]): PermissionsState => ({ SCOPES: toScopes(values), userPermission: values });

const permissionsSlice = createSlice({
  name: 'permissions',
  initialState: initialPermissionsState,
  reducers: {
    /** The role's permission values, fetched from GET /{prefix}/permissions/role/{roleId}. */
    setUserPermissions: (_state, { payload }: PayloadAction<string[]>) => fromValues(payload),
  },
  extraReducers: (b) => {
    b.addCase(loginSuccess, (_state, { payload }) => fromValues(firstRolePermissions(payload.profile)));
    b.addCase(profileLoaded, (state, { payload }) =>
      keptWhereEqual(state, () => fromValues(firstRolePermissions(payload.profile))),
    );
    b.addCase(logout, () => initialPermissionsState);
    b.addCase(loginFailure, () => initialPermissionsState);
    b.addCase(profileFailure, () => initialPermissionsState);
  },
});

export const { setUserPermissions } = permissionsSlice.actions;
export const permissionsReducer = permissionsSlice.reducer;
