import { PROFILE_MESSAGES, sayRule } from '@jatra/shared';
import { Card, Skeleton } from '@jatra/shared/ui';
import { useState } from 'react';
import { QueryFailed } from '../QueryFailed';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';
import { SavedTravellers } from './SavedTravellers';
import { useProfile } from './use-profile';
import { useAccountI18n } from '../i18n';

function ProfileSkeleton() {
  const { t } = useAccountI18n();
  return (
    <Card as="div" className="profile-card" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('profile.loading')}</span>
      <div className="profile-facts">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="profile-facts__row">
            <Skeleton width={80} height={14} />
            <Skeleton width="60%" height={22} />
          </div>
        ))}
      </div>
      <Skeleton width={96} height={44} />
    </Card>
  );
}

function ProfileSection() {
  const profile = useProfile();
  const [mode, setMode] = useState<'view' | 'edit' | 'back'>('view');

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) return <QueryFailed title={sayRule(PROFILE_MESSAGES.loadFailed)} query={profile} />;
  if (mode === 'edit') return <ProfileForm profile={profile.data} onDone={() => setMode('back')} />;
  return <ProfileView profile={profile.data} onEdit={() => setMode('edit')} focusEdit={mode === 'back'} />;
}

/**
 * Profile Settings: the profile to view, and Edit to change it; under it the saved
 * travellers, which load (or fail) on their own.
 */
export function ProfileSettings() {
  return (
    <>
      <ProfileSection />
      <SavedTravellers />
    </>
  );
}
