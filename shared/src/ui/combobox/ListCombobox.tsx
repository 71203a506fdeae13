import { useCombobox } from 'downshift';
import { useLayoutEffect, useRef } from 'react';
import type { ComboboxProps } from './combobox-props';
import { ComboboxFrame } from './ComboboxFrame';

/** Where the field stood when this took over from the plain one: the focus and caret to keep, the list to open. */
export interface Takeover {
  selection: [number, number];
  /** the text when the focus and caret were noted: typed on since, the caret goes to its end */
  value: string;
  /** asked as it takes over, not when it was due: what is typed in between may ask for the list */
  listAsked(): boolean;
}

/** The combobox's list behaviour (ARIA 1.2 pattern via downshift): typing filters, arrows move, Enter picks. */
export default function ListCombobox<T>({ takeover, ...props }: ComboboxProps<T> & { takeover: Takeover | null }) {
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
  // the plain field this replaces had the focus: the traveller goes on where they were, list open if they asked
  const handedOver = useRef(takeover);
  const { openMenu } = combobox;
  const inputProps = combobox.getInputProps({
    onChange: (event) => props.onInputValueChange(event.currentTarget.value),
  });
  const inputId = inputProps.id;
  useLayoutEffect(() => {
    const from = handedOver.current;
    handedOver.current = null;
    const input = document.getElementById(inputId);
    if (!from || !(input instanceof HTMLInputElement)) return;
    input.focus();
    const end = input.value.length;
    const [start, finish] = input.value === from.value ? from.selection : [end, end];
    input.setSelectionRange(start, finish);
    if (from.listAsked()) openMenu();
  }, [openMenu, inputId]);
  const showHint = combobox.isOpen && items.length === 0 && Boolean(hint);
  return (
    <ComboboxFrame
      field={props}
      labelProps={combobox.getLabelProps()}
      inputProps={inputProps}
      menuProps={combobox.getMenuProps()}
      menuOpen={combobox.isOpen && (items.length > 0 || showHint)}
      status={combobox.isOpen ? (props.statusMessage ?? '') : ''}
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
    </ComboboxFrame>
  );
}
