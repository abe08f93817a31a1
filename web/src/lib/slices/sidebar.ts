import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout } from './auth.ts';

export interface SidebarState {
  /** The label of the selected top-level item. */
  menuSelected: string | null;
  /** The label of the selected sub-item, when the item has children. */
  submenuSelected: string | null;
  /** The label of the section whose sub-menu is open. */
  openSubMenu: string | null;
}

export const initialSidebarState: SidebarState = { menuSelected: null, submenuSelected: null, openSubMenu: null };

const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState: initialSidebarState,
  reducers: {
    selectMenu: (state, { payload }: PayloadAction<{ menu: string | null; submenu?: string | null }>) => {
      state.menuSelected = payload.menu;
      state.submenuSelected = payload.submenu ?? null;
      if (payload.submenu) state.openSubMenu = payload.menu;
    },
    toggleSubMenu: (state, { payload }: PayloadAction<string>) => {
      state.openSubMenu = state.openSubMenu === payload ? null : payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(logout, () => initialSidebarState);
  },
});

export const { selectMenu, toggleSubMenu } = sidebarSlice.actions;
export const sidebarReducer = sidebarSlice.reducer;
