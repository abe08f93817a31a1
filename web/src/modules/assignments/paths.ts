/** The staff screens of a provider's assignments (spec section 2). */
export const providerFacilitiesPath = (providerId: string) => `/view-provider-facilities/${providerId}`;
export const assignFacilityPath = (providerId: string) => `/view-provider-assign-facility/${providerId}`;
export const editAssignmentPath = (assignmentId: string) => `/view-provider-edit-facility/${assignmentId}`;
export const viewAssignmentPath = (assignmentId: string) => `/view-provider-view-facility/${assignmentId}`;

/** The provider's own screens. */
export const OWN_ASSIGNMENTS_PATH = '/provider-listing-assignedfacilities';
export const ownAssignmentPath = (assignmentId: string) =>
  `/provider-view-assignedfacilities?id=${encodeURIComponent(assignmentId)}`;

/** Where staff go when the provider is unknown. */
export const PROVIDERS_LIST_PATH = '/providers-listing';
