import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec section 3's guest session: someone outside the portal who opened a share link and proved the
 * address it was sent to. Kept apart from the signed-in user's auth state (its own slice, its own storage: this
 * browser tab's sessionStorage), so a guest is never "logged in" and a signed-in user's token is never a guest's.
 */
export interface GuestAuthState {
  guestToken: string | null;
  guestLoggedIn: boolean;
  email: string | null;
  /** The server said the share expired or was revoked (401 SHARE_EXPIRED): the page says the link has expired. */
  expired: boolean;
}

const initialGuestAuthState: GuestAuthState = {
  guestToken: null,
  guestLoggedIn: false,
  email: null,
  expired: false,
};

const guestAuthSlice = createSlice({
  name: 'guestAuth',
  initialState: initialGuestAuthState,
  reducers: {
    guestLoginSuccess: (_state, { payload }: PayloadAction<{ guestToken: string; email: string }>) => ({
      guestToken: payload.guestToken,
      guestLoggedIn: true,
      email: payload.email,
      expired: false,
    }),
    /** The share ended: the token is dropped and the page says so. */
    guestExpired: (state) => ({ ...initialGuestAuthState, email: state.email, expired: true }),
    guestLogout: () => initialGuestAuthState,
  },
});

export const { guestLoginSuccess, guestExpired, guestLogout } = guestAuthSlice.actions;
export const guestAuthReducer = guestAuthSlice.reducer;
