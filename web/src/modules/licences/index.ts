/** What other web modules use of licences: the provider's own licences on their profile. */
export { OwnLicences } from './components/OwnLicences.tsx';
