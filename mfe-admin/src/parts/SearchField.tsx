import { LIST_SEARCH_MIN_SUBSTRING, searchMatchesWithin } from '@jatra/shared';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAdminI18n, type AdminMessageId } from '../i18n';
import { Field } from './Field';

/** How long typing must pause before a list is asked again: one request per search, not one per key. */
export const TYPING_PAUSE_MS = 250;

/** What was typed, once the typing pauses. */
export function useSettledText(text: string, pauseMs = TYPING_PAUSE_MS): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), pauseMs);
    return () => clearTimeout(timer);
  }, [text, pauseMs]);
  return settled;
}

/** What a list search looks in, said in the note on a short search. */
const SHORT_SEARCH_HELP = {
  name: 'search.shortName',
  nameOrEmail: 'search.shortNameOrEmail',
  cityName: 'search.shortCityName',
} as const satisfies Record<string, AdminMessageId>;

type Searched = keyof typeof SHORT_SEARCH_HELP;

/**
 * A labelled search box (type=search, so phones show a Search key and Escape clears it); under it, what a search
 * too short to look inside names matches.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  searched = 'name',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** what the search looks in, for the short-search note */
  searched?: Searched;
}) {
  const { t } = useAdminI18n();
  const typed = value.trim();
  // what a list search of 1–2 characters does instead of looking inside names (the API's rule)
  const help =
    typed && !searchMatchesWithin(typed)
      ? t(SHORT_SEARCH_HELP[searched], { min: LIST_SEARCH_MIN_SUBSTRING })
      : undefined;
  return (
    <Field label={label} icon={<Search size={20} />} className="admin-search" help={help}>
      {(control) => (
        <input
          {...control}
          type="search"
          placeholder={placeholder}
          value={value}
          maxLength={100}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}
