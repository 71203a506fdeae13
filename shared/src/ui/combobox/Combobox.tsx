import { useCombobox } from 'downshift';
import type { ReactNode } from 'react';
import './combobox.css';

export interface ComboboxProps<T> {
  label: string;
  placeholder?: string;
  items: T[];
  itemKey: (item: T) => string | number;
  itemToString: (item: T | null) => string;
  renderItem?: (item: T) => ReactNode;
  selectedItem: T | null;
  onSelectedItemChange: (item: T | null) => void;
  inputValue: string;
  onInputValueChange: (value: string) => void;
  /** told when the list opens or closes, e.g. to fetch the options only once someone looks at them */
  onIsOpenChange?: (isOpen: boolean) => void;
  /** shown in the open list instead of options: "Type 2 letters", "Searching…", "No match" */
  hint?: string | null;
  /** announced to screen readers when the options change */
  statusMessage?: string;
  icon?: ReactNode;
  name?: string;
}

/** An accessible combobox (ARIA 1.2 pattern via downshift): typing filters, arrows move, Enter picks. */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { items, itemToString, hint } = props;
  const combobox = useCombobox<T>({
    items,
    itemToString,
    selectedItem: props.selectedItem,
    inputValue: props.inputValue,
    // typing is reported from the input's own change event (below): downshift reports after render,
    // and a controlled value that lags a render loses fast keystrokes
    onInputValueChange: ({ inputValue, type }) => {
      const { InputChange, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes;
      if (type !== InputChange && type !== ControlledPropUpdatedSelectedItem)
        props.onInputValueChange(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => props.onSelectedItemChange(selectedItem ?? null),
    onIsOpenChange: ({ isOpen }) => props.onIsOpenChange?.(Boolean(isOpen)),
  });
  const showHint = combobox.isOpen && items.length === 0 && Boolean(hint);
  return (
    <div className="jt-field jt-combobox">
      <label className="jt-field__label" {...combobox.getLabelProps()}>
        {props.label}
      </label>
      <div className="jt-field__control">
        {props.icon && (
          <span className="jt-field__icon" aria-hidden="true">
            {props.icon}
          </span>
        )}
        <input
          className="jt-field__input"
          placeholder={props.placeholder}
          name={props.name}
          spellCheck={false}
          {...combobox.getInputProps({ onChange: (event) => props.onInputValueChange(event.currentTarget.value) })}
        />
      </div>
      <ul
        className="jt-combobox__menu"
        data-open={combobox.isOpen && (items.length > 0 || showHint)}
        {...combobox.getMenuProps()}
      >
        {combobox.isOpen &&
          items.map((item, index) => (
            <li
              key={props.itemKey(item)}
              className="jt-combobox__option"
              data-highlighted={combobox.highlightedIndex === index}
              {...combobox.getItemProps({ item, index })}
            >
              {props.renderItem ? props.renderItem(item) : itemToString(item)}
            </li>
          ))}
        {showHint && (
          <li className="jt-combobox__hint" role="presentation">
            {hint}
          </li>
        )}
      </ul>
      <div className="jt-visually-hidden" role="status" aria-live="polite">
        {combobox.isOpen ? (props.statusMessage ?? '') : ''}
      </div>
    </div>
  );
}
