import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  /** the tab's visible text (its accessible name) */
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** names the tab list, e.g. 'Decks' */
  label: string;
  items: readonly TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  className?: string;
}

/**
 * Tabs with the WAI-ARIA tabs pattern: one tab in the Tab order, Left/Right/Home/End move between tabs and
 * show the tab at once. Every panel stays mounted (hidden ones with `hidden`), so what a panel holds, such as
 * its focus position or a half-filled field, survives switching.
 */
export function Tabs({ label, items, value, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.id === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.id);
    tabs.current.get(item.id)?.focus();
  };

  return (
    <div className={['jt-tabs', className].filter(Boolean).join(' ')}>
      <div className="jt-tabs__list" role="tablist" aria-label={label}>
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              className="jt-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.id)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          className="jt-tabs__panel"
          hidden={item.id !== value}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
