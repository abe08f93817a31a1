import type { LoginData, Profile, SessionData, UserRole } from '@portal/contracts';
import { createSlice, type Draft, original, type PayloadAction } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';

interface AuthUser {
  role: UserRole;
  token: string;
  profile: Profile;
  /** Idle sign-out after this many minutes without an API call (the server's value for this session). */
  idleTimeoutMinutes?: number;
  /** The zone of the company's business day (the server's configuration). */
  companyTimeZone?: string;
}

export interface AuthState {
  isLoggedIn: boolean;
  user: AuthUser | null;
  profile: Profile | null;
  /** The permission values of the user's first role (spec section 4). */
  userPermissions: string[];
}

export const initialAuthState: AuthState = { isLoggedIn: false, user: null, profile: null, userPermissions: [] };

/** The permission values of a profile's first role. */
export const firstRolePermissions = (profile: Profile | null | undefined): string[] =>
  profile?.roles[0]?.permissions.map((p) => p.value) ?? [];

/**
 * The state with `changes` made, keeping every part of it that they leave equal: GET /api/me answers what a session
 * already holds on most page loads, and a new object where nothing changed re-renders everything that reads the
 * user, in the middle of the first page's render. `changes` gets the state as stored (plain objects, not drafts).
 */
export function keptWhereEqual<S>(state: Draft<S>, changes: (stored: S) => Partial<S>): S {
  const stored = (original(state) ?? state) as S;
  return copyWithStructuralSharing(stored, { ...stored, ...changes(stored) });
}

/** Spec section 4: a provider who has not signed the agreement or verified the e-mail has not logged in. */
export const loginRefusal = (
  data: Pick<LoginData, 'role' | 'profile'>,
): 'agreementNotSigned' | 'emailNotVerified' | null => {
  if (data.role !== 'provider') return null;
  if (data.profile.agreementStatus === 'not-signed') return 'agreementNotSigned';
  if (data.profile.emailStatus === 'not-verified') return 'emailNotVerified';
  return null;
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginSuccess: (_state, { payload }: PayloadAction<LoginData>) => ({
      isLoggedIn: true,
      user: {
        role: payload.role,
        token: payload.token,
        profile: payload.profile,
        idleTimeoutMinutes: payload.idleTimeoutMinutes,
        companyTimeZone: payload.companyTimeZone,
      },
      profile: payload.profile,
      userPermissions: firstRolePermissions(payload.profile),
    }),
    /** GET /api/me answered: refresh the stored profile (after rehydrate or a change). */
    profileLoaded: (state, { payload }: PayloadAction<SessionData>) => {
      if (!state.user) return;
      return keptWhereEqual<AuthState>(state, ({ user }) => ({
        user: user && {
          ...user,
          role: payload.role,
          idleTimeoutMinutes: payload.idleTimeoutMinutes,
          companyTimeZone: payload.companyTimeZone,
          profile: payload.profile,
        },
        profile: payload.profile,
        userPermissions: firstRolePermissions(payload.profile),
      }));
    },
    loginFailure: () => initialAuthState,
    profileFailure: () => initialAuthState,
    logout: () => initialAuthState,
  },
});

export const { loginSuccess, profileLoaded, loginFailure, profileFailure, logout } = authSlice.actions;
export const authReducer = authSlice.reducer;
