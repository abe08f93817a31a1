import { useCurrentUser } from '../app/hooks.ts';
import { OwnProfile } from '../modules/providers/components/OwnProfile.tsx';
import NotBuiltPage from './NotBuiltPage.tsx';

/** /profile exists in both areas: the staff's own profile, or the provider's Profile Settings. */
export default function ProfilePage() {
  const { isProvider } = useCurrentUser();
  return isProvider ? <OwnProfile title="Profile Settings" /> : <NotBuiltPage title="Profile" />;
}
