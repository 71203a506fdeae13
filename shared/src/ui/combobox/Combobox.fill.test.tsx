import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox } from './Combobox';

const CITIES = ['Guwahati', 'Gohpur', 'Jorhat', 'Silchar'];

function Harness() {
  const [input, setInput] = useState('');
  const [city, setCity] = useState<string | null>(null);
  const items = input.length >= 1 ? CITIES.filter((name) => name.toLowerCase().startsWith(input.toLowerCase())) : [];
  return (
    <>
      <Combobox<string>
        label="From"
        items={items}
        itemKey={(name) => name}
        itemToString={(name) => name ?? ''}
        selectedItem={city}
        onSelectedItemChange={setCity}
        inputValue={input}
        onInputValueChange={setInput}
        hint="No match"
      />
      <output>{city ?? 'none'}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'From' });

// a file of its own: the list behaviour is loaded once per page, and here it must not be yet
describe('Combobox, as a test tool fills it', () => {
  it('hands over what was typed in the moment before its list behaviour took over, the list open', async () => {
    render(<Harness />);
    act(() => field().focus());
    // the list behaviour arrives (its hand-over is now due), and the field is filled before the page draws again
    await import('./ListCombobox');
    fireEvent.change(field(), { target: { value: 'jo' } });
    expect(await screen.findByRole('option', { name: 'Jorhat' })).toBeInTheDocument();
    expect(field()).toHaveValue('jo');
    expect(field()).toHaveFocus();
  });
});
