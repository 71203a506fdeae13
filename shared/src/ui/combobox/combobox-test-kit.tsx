/** The combobox's test harness: a city field as a page uses it (not shipped: only tests import this file). */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Combobox } from './Combobox';

const CITIES = ['Guwahati', 'Gohpur', 'Jorhat', 'Silchar'];

export function CityField() {
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

export const field = () => screen.getByRole('combobox', { name: 'From' });
