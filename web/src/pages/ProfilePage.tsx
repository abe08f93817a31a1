import { useCurrentUser } from '../app/hooks.ts';
import NotBuiltPage from './NotBuiltPage.tsx';

/** /profile exists in both areas: the staff's own profile, or the provider's Profile Settings. */
export default function ProfilePage() {
  const { isProvider } = useCurrentUser();
  return <NotBuiltPage title={isProvider ? 'Profile Settings' : 'Profile'} />;
}
