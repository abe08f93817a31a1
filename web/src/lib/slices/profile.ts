import type { Profile } from '@portal/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { keptWhereEqual, loginFailure, loginSuccess, logout, profileFailure, profileLoaded } from './auth.ts';

/** The provider profile state of spec section 3; later issues fill the document parts. */
export interface ProfileState {
  profile: Profile | null;
  signedURL: string | null;
  filledDocuments: unknown[];
  profileStatus: string | null;
  updateWithoutChangingTab: boolean;
  isEditProfile: boolean;
}

export const initialProfileState: ProfileState = {
  profile: null,
  signedURL: null,
  filledDocuments: [],
  profileStatus: null,
  updateWithoutChangingTab: false,
  isEditProfile: false,
};

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    setSignedURL: (state, { payload }: PayloadAction<string | null>) => {
      state.signedURL = payload;
    },
    setEditProfile: (state, { payload }: PayloadAction<boolean>) => {
      state.isEditProfile = payload;
    },
    setUpdateWithoutChangingTab: (state, { payload }: PayloadAction<boolean>) => {
      state.updateWithoutChangingTab = payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(loginSuccess, (state, { payload }) => {
      state.profile = payload.profile;
      state.profileStatus = payload.profile.status;
    });
    b.addCase(profileLoaded, (state, { payload }) =>
      keptWhereEqual<ProfileState>(state, () => ({ profile: payload.profile, profileStatus: payload.profile.status })),
    );
    b.addCase(logout, () => initialProfileState);
    b.addCase(loginFailure, () => initialProfileState);
    b.addCase(profileFailure, () => initialProfileState);
  },
});

export const profileReducer = profileSlice.reducer;
