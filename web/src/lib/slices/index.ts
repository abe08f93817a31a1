import { authReducer } from './auth.ts';
import { bulkApprovalReducer } from './bulkApproval.ts';
import { loadingReducer } from './loading.ts';
import { permissionsReducer } from './permissions.ts';
import { profileReducer } from './profile.ts';
import { searchFiltersReducer } from './searchFilters.ts';
import { sidebarReducer } from './sidebar.ts';

/** The app's own slices; the store adds the API slice. */
export const rootReducers = {
  auth: authReducer,
  profile: profileReducer,
  permissions: permissionsReducer,
  sidebar: sidebarReducer,
  bulkApproval: bulkApprovalReducer,
  searchFilters: searchFiltersReducer,
  loading: loadingReducer,
};
