import {
  failureText,
  MAX_SAVED_TRAVELLERS,
  SAVED_TRAVELLER_MESSAGES,
  type SavedTraveller,
  sayRule,
} from '@jatra/shared';
import { Button, Card, ConfirmDialog, Dialog, EmptyState, Skeleton, useHost } from '@jatra/shared/ui';
import { Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { QueryFailed } from '../QueryFailed';
import { GENDER_LABELS } from './traveller-form';
import { TravellerForm } from './TravellerForm';
import { useRemoveTraveller, useSavedTravellers } from './use-travellers';
import { useAccountI18n } from '../i18n';
import './saved-travellers.css';

function TravellersSkeleton() {
  const { t } = useAccountI18n();
  return (
    <div className="saved-travellers__list" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('travellers.loading')}</span>
      {[0, 1].map((row) => (
        <Card as="div" key={row} className="saved-traveller">
          <Skeleton width="50%" height={20} />
          <Skeleton width="70%" height={16} />
        </Card>
      ))}
    </div>
  );
}

function TravellerItem({
  traveller,
  onEdit,
  onRemove,
}: {
  traveller: SavedTraveller;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useAccountI18n();
  const nameId = useId();
  return (
    <Card as="article" className="saved-traveller" aria-labelledby={nameId}>
      <div className="saved-traveller__about">
        <h3 className="saved-traveller__name" id={nameId}>
          {traveller.name}
        </h3>
        <p className="saved-traveller__facts">
          {t('travellers.ageGender', { age: traveller.age, gender: t(GENDER_LABELS[traveller.gender]) })}
        </p>
        <p className="saved-traveller__contact">
          <span>{traveller.mobile}</span>
          <span className="saved-traveller__email">{traveller.email}</span>
        </p>
      </div>
      <div className="saved-traveller__actions">
        <Button variant="ghost" onClick={onEdit} aria-describedby={nameId}>
          <Pencil size={18} aria-hidden="true" />
          {t('profile.edit')}
        </Button>
        <Button variant="ghost" className="saved-traveller__remove" onClick={onRemove} aria-describedby={nameId}>
          <Trash2 size={18} aria-hidden="true" />
          {t('travellers.remove')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * Saved travellers in Profile Settings: the passengers offered for one-tap fill when booking, added by every
 * confirmed booking; here they can be added, edited and removed (after a question).
 */
export function SavedTravellers() {
  const { t } = useAccountI18n();
  const host = useHost();
  const travellers = useSavedTravellers();
  const remove = useRemoveTraveller();
  // null: no form open; 'new': adding
  const [editing, setEditing] = useState<SavedTraveller | 'new' | null>(null);
  const [removing, setRemoving] = useState<SavedTraveller | null>(null);
  // the removed traveller's buttons are gone: focus goes to the section instead of being lost
  const [removedCount, setRemovedCount] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (removedCount === 0) return;
    // after the dialog has given focus back (on a timer of its own), so this is where it stays
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [removedCount]);

  const list = travellers.data ?? [];
  const full = list.length >= MAX_SAVED_TRAVELLERS;
  const add = () => setEditing('new');

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        host.toast.success(sayRule(SAVED_TRAVELLER_MESSAGES.removed));
        setRemoving(null);
        setRemovedCount((count) => count + 1);
      },
      onError: (error) => {
        host.toast.error(failureText(error, SAVED_TRAVELLER_MESSAGES.removeFailed));
        setRemoving(null);
      },
    });
  };

  let body;
  if (travellers.isPending) {
    body = <TravellersSkeleton />;
  } else if (travellers.isError) {
    body = <QueryFailed title={sayRule(SAVED_TRAVELLER_MESSAGES.loadFailed)} query={travellers} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<Users size={28} />}
        title={t('travellers.emptyTitle')}
        text={t('travellers.emptyText')}
        action={
          <Button variant="secondary" onClick={add}>
            <UserPlus size={18} aria-hidden="true" />
            {t('travellers.add')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="saved-travellers__list" aria-labelledby={headingId}>
        {list.map((traveller) => (
          <li key={traveller.id}>
            <TravellerItem
              traveller={traveller}
              onEdit={() => setEditing(traveller)}
              onRemove={() => setRemoving(traveller)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="saved-travellers" aria-labelledby={headingId}>
      <div className="saved-travellers__head">
        <div>
          <h2 className="saved-travellers__title" id={headingId} ref={heading} tabIndex={-1}>
            {t('travellers.title')}
          </h2>
          <p className="saved-travellers__hint">
            {full ? sayRule(SAVED_TRAVELLER_MESSAGES.tooMany) : t('travellers.hint')}
          </p>
        </div>
        {list.length > 0 && !full && (
          <Button variant="secondary" onClick={add}>
            <UserPlus size={18} aria-hidden="true" />
            {t('travellers.add')}
          </Button>
        )}
      </div>
      {body}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t('travellers.add') : t('travellers.editTitle')}
      >
        {editing !== null && (
          <TravellerForm traveller={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? t('travellers.removeTitle', { name: removing.name }) : t('travellers.removeThisTitle')}
        description={t('travellers.removeText')}
        confirmLabel={t('travellers.remove')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
