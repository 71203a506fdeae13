import { useEffect, useId, useRef, useState } from 'react';
import type { ComboboxProps } from './combobox-props';
import { ComboboxFrame } from './ComboboxFrame';
import type ListComboboxComponent from './ListCombobox';
import type { Takeover } from './ListCombobox';

type ListCombobox = typeof ListComboboxComponent;
let loaded: ListCombobox | undefined;
let loading: Promise<unknown> | undefined;
/** the plain fields on the page, each told once the list behaviour has arrived */
const waiting = new Set<(component: ListCombobox) => void>();
const loadList = () =>
  (loading ??= import('./ListCombobox').then(
    (module) => {
      loaded = module.default;
      for (const takeOver of waiting) takeOver(module.default);
      waiting.clear();
    },
    (error: unknown) => {
      // the field stays as it is, taking what is typed; the next reach for it asks again
      loading = undefined;
      console.warn('[jatra] the list of a combobox could not be loaded', error);
    },
  ));

/**
 * An accessible combobox: typing filters, arrows move, Enter picks. Its list behaviour (downshift, about 11 KB) is
 * fetched when someone first reaches for a combobox (a pointer over one, focus), not with the page. Until it arrives
 * the same field stands there and takes what is typed; then every field on the page hands over, the one in use
 * with its focus, its caret and the list if it was asked for (never in the middle of a press, which would lose the
 * click).
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const [list, setList] = useState<{ component: ListCombobox; takeover: Takeover | null } | undefined>(() =>
    loaded ? { component: loaded, takeover: null } : undefined,
  );
  const input = useRef<HTMLInputElement>(null);
  const listAsked = useRef(false);
  const pressed = useRef(false);
  const id = useId();
  useEffect(() => {
    if (list) return;
    const handOver = (component: ListCombobox) => {
      const field = input.current;
      const focused = field !== null && field === document.activeElement;
      setList({
        component,
        takeover: focused
          ? {
              selection: [field.selectionStart ?? 0, field.selectionEnd ?? 0],
              value: field.value,
              listAsked: () => listAsked.current,
            }
          : null,
      });
    };
    const takeOver = (component: ListCombobox) => {
      if (!pressed.current) return handOver(component);
      const released = () => {
        pressed.current = false;
        handOver(component);
      };
      window.addEventListener('pointerup', released, { once: true, capture: true });
      window.addEventListener('pointercancel', released, { once: true, capture: true });
    };
    waiting.add(takeOver);
    return () => void waiting.delete(takeOver);
  }, [list]);
  if (list) return <list.component {...props} takeover={list.takeover} />;

  const reach = () => void loadList();
  const askList = () => {
    listAsked.current = true;
    reach();
  };
  const ids = { label: `${id}-label`, input: `${id}-input`, menu: `${id}-menu` };
  return (
    <ComboboxFrame
      field={props}
      labelProps={{ id: ids.label, htmlFor: ids.input }}
      inputProps={{
        ref: input,
        id: ids.input,
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': false,
        'aria-controls': ids.menu,
        'aria-labelledby': ids.label,
        autoComplete: 'off',
        value: props.inputValue,
        onChange: (event) => {
          askList();
          props.onInputValueChange(event.currentTarget.value);
        },
        onPointerEnter: reach,
        onFocus: reach,
        onPointerDown: () => {
          pressed.current = true;
          askList();
        },
        onPointerUp: () => {
          pressed.current = false;
        },
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') askList();
        },
      }}
      menuProps={{ id: ids.menu, role: 'listbox', 'aria-labelledby': ids.label }}
      menuOpen={false}
      status=""
    />
  );
}
