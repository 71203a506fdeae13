import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('Combobox', () => {
  it('takes what is typed before its list behaviour arrives, keeps the focus and opens the list asked for', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.keyboard('gu');
    expect(field()).toHaveValue('gu');
    expect(field()).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'Guwahati' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Guwahati', { selector: 'output' })).toBeInTheDocument();
    expect(field()).toHaveValue('Guwahati');
  });
});
