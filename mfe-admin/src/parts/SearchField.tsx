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

/** A labelled search box (type=search, so phones show a Search key and Escape clears it). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field label={label} icon={<Search size={20} />} className="admin-search">
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
