import { LICENCE_MESSAGES, webPaths } from '@portal/contracts';

/** The licences screens (adminScreens.ts mounts them). */
export const LICENCE_PATHS = {
  list: webPaths.licencesListing,
  add: webPaths.addLicences,
  edit: webPaths.editLicences,
  view: webPaths.viewLicences,
  /** The Licences tab of a provider. */
  ofProvider: webPaths.viewProviderLicences,
};

/** What a licence's screens show while it loads or when it is missing. */
export const LICENCE_RECORD = {
  backTo: LICENCE_PATHS.list,
  backLabel: 'Licences',
  notFound: LICENCE_MESSAGES.notFound,
};
