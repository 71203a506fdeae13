import { REGION_LABEL, type Profile } from '@jatra/shared';
import { Button, Card, Facts } from '@jatra/shared/ui';
import { Pencil } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmailText } from './EmailText';
import { useAccountI18n } from '../i18n';

/** The saved profile: name, e-mail, phone and state or union territory, with Edit. */
export function ProfileView({
  profile,
  onEdit,
  focusEdit = false,
}: {
  profile: Profile;
  onEdit: () => void;
  /** back from the form: focus returns to Edit, where the traveller left from */
  focusEdit?: boolean;
}) {
  const { t } = useAccountI18n();
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) edit.current?.focus();
  }, [focusEdit]);
  const facts: [key: string, label: string, value: string | null][] = [
    ['name', t('profile.fullName'), profile.full_name],
    ['email', t('profile.email'), profile.email],
    ['phone', t('profile.phone'), profile.phone],
    ['state', REGION_LABEL, profile.state],
  ];
  return (
    <Card as="div" className="profile-card">
      <Facts className="profile-facts">
        {facts.map(([key, label, value]) => (
          <div key={key} className="profile-facts__row">
            <dt>{label}</dt>
            <dd className={value ? undefined : 'profile-facts__empty'}>
              {value && key === 'email' ? <EmailText address={value} /> : value || t('profile.notGiven')}
            </dd>
          </div>
        ))}
      </Facts>
      <div className="profile-actions">
        <Button ref={edit} variant="secondary" onClick={onEdit}>
          <Pencil size={18} aria-hidden="true" />
          {t('profile.edit')}
        </Button>
      </div>
    </Card>
  );
}
