import { LIST_SEARCH_MIN_SUBSTRING, searchMatchesWithin } from '@jatra/shared';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
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

/** What a list search of 1–2 characters does instead of looking inside names (the API's rule). */
export const shortSearchHelp = (text: string, field = 'name'): string | undefined => {
  const typed = text.trim();
  return typed && !searchMatchesWithin(typed)
    ? `Matching the start of each ${field} only; type ${LIST_SEARCH_MIN_SUBSTRING} or more characters to match anywhere in it.`
    : undefined;
};

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
  /** what the search looks in, for the short-search note: 'name', 'name or e-mail' */
  searched?: string;
}) {
  return (
    <Field label={label} icon={<Search size={20} />} className="admin-search" help={shortSearchHelp(value, searched)}>
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
