import { USER_STATUS_FILTERS, type UserStatusFilter } from '@jatra/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { STATUS_LABELS } from './user-text';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface UsersToolbarProps {
  q: string;
  status: UserStatusFilter;
  onSearch: (q: string) => void;
  onStatus: (status: UserStatusFilter) => void;
}

/** The search box (asks once typing pauses) and the status filter. */
export function UsersToolbar({ q, status, onSearch, onStatus }: UsersToolbarProps) {
  const searchId = useId();
  const statusId = useId();
  const [draft, setDraft] = useState(q);
  // the URL changed under us (Back, a cleared filter): the box shows what the list is filtered by
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    setDraft(q);
  }

  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, onSearch]);

  return (
    <div className="users-toolbar" role="search" aria-label="Users">
      <div className="admin-field users-toolbar__search">
        <label className="admin-field__label" htmlFor={searchId}>
          Search users
        </label>
        <div className="users-toolbar__control">
          <Search size={18} aria-hidden="true" className="users-toolbar__icon" />
          <input
            id={searchId}
            type="search"
            className="admin-field__input users-toolbar__input"
            placeholder="Name or e-mail"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
      </div>
      <div className="admin-field users-toolbar__status">
        <label className="admin-field__label" htmlFor={statusId}>
          Status
        </label>
        <select
          id={statusId}
          className="admin-field__input"
          value={status}
          onChange={(event) => onStatus(event.target.value as UserStatusFilter)}
        >
          {USER_STATUS_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {filter === 'all' ? 'All statuses' : STATUS_LABELS[filter]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
