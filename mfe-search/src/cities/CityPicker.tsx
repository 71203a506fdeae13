import { CITY_SEARCH_MIN_CHARS, failureText, MESSAGES, type City } from '@jatra/shared';
import { Combobox } from '@jatra/shared/ui';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useCitySearch } from './use-city-search';

interface CityPickerProps {
  label: string;
  name: string;
  placeholder: string;
  value: City | null;
  onChange: (city: City | null) => void;
}

function hintFor(state: { tooShort: boolean; pending: boolean; error: unknown }): string {
  if (state.tooShort) return `Type at least ${CITY_SEARCH_MIN_CHARS} letters of a city`;
  if (state.pending) return 'Searching cities…';
  if (state.error) return failureText(state.error, MESSAGES.internal);
  return 'No city matches. Check the spelling.';
}

/** From/To city typeahead, fed by the API's city search. Typing after a pick clears the pick. */
export function CityPicker({ label, name, placeholder, value, onChange }: CityPickerProps) {
  // the text starts from the chosen city; a change from outside (swap) remounts the picker
  const [input, setInput] = useState(value?.name ?? '');
  // the chosen city's own name is no search: a form showing a route (the results page) asks the API for
  // suggestions only once the traveller opens the list or types
  const [opened, setOpened] = useState(false);
  const search = useCitySearch(input, opened || input !== (value?.name ?? ''));
  const status = search.pending
    ? ''
    : search.cities.length > 0
      ? `${search.cities.length} ${search.cities.length === 1 ? 'city' : 'cities'} found`
      : input.trim().length >= CITY_SEARCH_MIN_CHARS
        ? 'No city matches'
        : '';
  return (
    <Combobox<City>
      label={label}
      name={name}
      placeholder={placeholder}
      icon={<MapPin size={20} />}
      items={search.cities}
      itemKey={(city) => city.id}
      itemToString={(city) => city?.name ?? ''}
      renderItem={(city) => <span className="city-option__name">{city.name}</span>}
      selectedItem={value}
      onSelectedItemChange={onChange}
      inputValue={input}
      onIsOpenChange={(isOpen) => {
        if (isOpen) setOpened(true);
      }}
      onInputValueChange={(next) => {
        setInput(next);
        if (value && next !== value.name) onChange(null);
      }}
      hint={hintFor(search)}
      statusMessage={status}
    />
  );
}
