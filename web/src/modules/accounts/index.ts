/** What other web modules may use from this one (import it only from here). */
export { SignaturePreview } from './components/SignaturePreview.tsx';
