import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ComboboxProps } from './combobox-props';
import './combobox.css';

interface ComboboxFrameProps {
  field: Pick<ComboboxProps<unknown>, 'label' | 'placeholder' | 'icon' | 'name'>;
  labelProps: ComponentPropsWithRef<'label'>;
  inputProps: ComponentPropsWithRef<'input'>;
  menuProps: ComponentPropsWithRef<'ul'>;
  menuOpen: boolean;
  /** the options, or a hint in their place */
  children?: ReactNode;
  status: string;
}

/** The combobox's elements, the same before and after its list behaviour is loaded. */
export function ComboboxFrame({
  field,
  labelProps,
  inputProps,
  menuProps,
  menuOpen,
  children,
  status,
}: ComboboxFrameProps) {
  return (
    <div className="jt-field jt-combobox">
      <label className="jt-field__label" {...labelProps}>
        {field.label}
      </label>
      <div className="jt-field__control">
        {field.icon && (
          <span className="jt-field__icon" aria-hidden="true">
            {field.icon}
          </span>
        )}
        <input
          className="jt-field__input"
          placeholder={field.placeholder}
          name={field.name}
          spellCheck={false}
          {...inputProps}
        />
      </div>
      <ul className="jt-combobox__menu" data-open={menuOpen} {...menuProps}>
        {children}
      </ul>
      <div className="jt-visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
