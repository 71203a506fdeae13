import { CITY_SEARCH_MIN_CHARS, failureText, MESSAGES, type City } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Combobox } from '@jatra/shared/ui';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useSearchI18n } from '../i18n';
import { useCitySearch } from './use-city-search';

interface CityPickerProps {
  label: string;
  name: string;
  placeholder: string;
  value: City | null;
  onChange: (city: City | null) => void;
}

/** From/To city typeahead, fed by the API's city search. Typing after a pick clears the pick. */
export function CityPicker({ label, name, placeholder, value, onChange }: CityPickerProps) {
  const { t, locale } = useSearchI18n();
  // the city as this language writes it; typing may use the provider's English name too
  const shownName = (city: City | null) => (city ? cityName(city.name, locale) : '');
  // the text starts from the chosen city; a change from outside (swap) remounts the picker
  const [input, setInput] = useState(shownName(value));
  // the chosen city's own name is no search: a form showing a route (the results page) asks the API for
  // suggestions only once the traveller opens the list or types
  const [opened, setOpened] = useState(false);
  const search = useCitySearch(
    // the API knows the provider's names: a chosen city shown in this language is looked up by its English name
    value && input === shownName(value) ? value.name : input,
    opened || input !== shownName(value),
  );
  const status = search.pending
    ? ''
    : search.cities.length > 0
      ? t('city.found', { count: search.cities.length })
      : input.trim().length >= CITY_SEARCH_MIN_CHARS
        ? t('city.noMatch')
        : '';
  return (
    <Combobox<City>
      label={label}
      name={name}
      placeholder={placeholder}
      icon={<MapPin size={20} />}
      items={search.cities}
      itemKey={(city) => city.id}
      itemToString={shownName}
      renderItem={(city) => <span className="city-option__name">{shownName(city)}</span>}
      selectedItem={value}
      onSelectedItemChange={onChange}
      inputValue={input}
      onIsOpenChange={(isOpen) => {
        if (isOpen) setOpened(true);
      }}
      onInputValueChange={(next) => {
        setInput(next);
        if (value && next !== shownName(value)) onChange(null);
      }}
      hint={
        search.tooShort
          ? t('city.tooShort', { count: CITY_SEARCH_MIN_CHARS })
          : search.pending
            ? t('city.searching')
            : search.error
              ? failureText(search.error, MESSAGES.internal)
              : t('city.noMatchHint')
      }
      statusMessage={status}
    />
  );
}
