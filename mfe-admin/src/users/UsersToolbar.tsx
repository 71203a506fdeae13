import { USER_STATUS_FILTERS, type UserStatusFilter } from '@jatra/shared';
import { useEffect, useState } from 'react';
import { useAdminI18n } from '../i18n';
import { Field } from '../parts';
import { SearchField, TYPING_PAUSE_MS } from '../parts';
import { STATUS_LABELS } from './user-text';

/**
 * The search box (asks once typing pauses) and the status filter. The box keeps its own draft rather than
 * `useSettledText`: the search lives in the URL, and a URL changed under it (Back, a cleared filter) must
 * replace the draft at once, not after a pause.
 */
export function UsersToolbar({
  q,
  status,
  onSearch,
  onStatus,
}: {
  q: string;
  status: UserStatusFilter;
  onSearch: (q: string) => void;
  onStatus: (status: UserStatusFilter) => void;
}) {
  const { t } = useAdminI18n();
  const [draft, setDraft] = useState(q);
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    setDraft(q);
  }

  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => onSearch(draft.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, onSearch]);

  return (
    <div className="admin-toolbar" role="search" aria-label={t('users.caption')}>
      <SearchField
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={draft}
        onChange={setDraft}
        searched="nameOrEmail"
      />
      <Field label={t('users.statusHeader')}>
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => onStatus(event.currentTarget.value as UserStatusFilter)}
          >
            {USER_STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {filter === 'all' ? t('users.allStatuses') : t(STATUS_LABELS[filter])}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
