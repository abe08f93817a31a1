import { webPaths, withQuery } from '@portal/contracts';

/** The staff screens of a provider's assignments (spec section 2). */
export const providerFacilitiesPath = webPaths.viewProviderFacilities;
export const assignFacilityPath = webPaths.viewProviderAssignFacility;
export const editAssignmentPath = webPaths.viewProviderEditFacility;
export const viewAssignmentPath = webPaths.viewProviderViewFacility;

/** The provider's own screens. */
export const OWN_ASSIGNMENTS_PATH = webPaths.providerListingAssignedfacilities;
export const ownAssignmentPath = (assignmentId: string) =>
  withQuery(webPaths.providerViewAssignedfacilities, { id: assignmentId });

/** Where staff go when the provider is unknown. */
export const PROVIDERS_LIST_PATH = webPaths.providersListing;
