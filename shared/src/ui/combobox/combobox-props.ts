import type { ReactNode } from 'react';

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
