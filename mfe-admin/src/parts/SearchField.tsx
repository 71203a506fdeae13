import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import './parts.css';

const TYPING_PAUSE_MS = 250;

/** What was typed, once the typing pauses: one request per search, not one per key. */
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
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="jt-field adm-search">
      <label className="jt-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="jt-field__control">
        <span className="jt-field__icon" aria-hidden="true">
          <Search size={20} />
        </span>
        <input
          id={id}
          type="search"
          className="jt-field__input"
          placeholder={placeholder}
          value={value}
          maxLength={100}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    </div>
  );
}
