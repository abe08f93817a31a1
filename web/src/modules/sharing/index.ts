/** What other web modules and pages use of the sharing module. */
export { GuestFolderPage, GuestHome, useGuestView } from './components/GuestPages.tsx';
export {
  PeopleWithAccessButton,
  ShareAllButton,
  ShareButton,
  useDocumentSharing,
} from './components/ShareButtons.tsx';
