import { REGION_LABEL, type Profile } from '@jatra/shared';
import { Button, Card, Facts } from '@jatra/shared/ui';
import { Pencil } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmailText } from './EmailText';

const NOT_GIVEN = 'Not added yet';

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
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) edit.current?.focus();
  }, [focusEdit]);
  const facts: [string, string | null][] = [
    ['Full name', profile.full_name],
    ['E-mail', profile.email],
    ['Phone', profile.phone],
    [REGION_LABEL, profile.state],
  ];
  return (
    <Card as="div" className="profile-card">
      <Facts className="profile-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="profile-facts__row">
            <dt>{label}</dt>
            <dd className={value ? undefined : 'profile-facts__empty'}>
              {value && label === 'E-mail' ? <EmailText address={value} /> : value || NOT_GIVEN}
            </dd>
          </div>
        ))}
      </Facts>
      <div className="profile-actions">
        <Button ref={edit} variant="secondary" onClick={onEdit}>
          <Pencil size={18} aria-hidden="true" />
          Edit
        </Button>
      </div>
    </Card>
  );
}
