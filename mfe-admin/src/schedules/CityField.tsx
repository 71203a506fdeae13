import { ADMIN_MESSAGES, CITY_SEARCH_MIN_CHARS, type City, sayRule } from '@jatra/shared';
import { Combobox } from '@jatra/shared/ui';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useCitySearch } from './use-schedules';

function hintFor(search: ReturnType<typeof useCitySearch>): string {
  if (search.tooShort) return `Type at least ${CITY_SEARCH_MIN_CHARS} letters of a city`;
  if (search.pending) return 'Searching cities…';
  if (search.failed) return sayRule(ADMIN_MESSAGES.cityListFailed);
  return 'No city matches. Check the spelling.';
}

/** A city typeahead over the site's city search; typing after a pick clears the pick. */
export function CityField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: City | null;
  onChange: (city: City | null) => void;
}) {
  const [input, setInput] = useState(value?.name ?? '');
  const search = useCitySearch(input);
  const status = search.failed
    ? sayRule(ADMIN_MESSAGES.cityListFailed)
    : search.pending || search.tooShort
      ? ''
      : search.cities.length > 0
        ? `${search.cities.length} ${search.cities.length === 1 ? 'city' : 'cities'} found`
        : 'No city matches';
  return (
    <div className="schedules-city">
      <Combobox<City>
        label={label}
        placeholder="Type a city"
        icon={<MapPin size={20} />}
        items={search.cities}
        itemKey={(city) => city.id}
        itemToString={(city) => city?.name ?? ''}
        selectedItem={value}
        onSelectedItemChange={onChange}
        inputValue={input}
        onInputValueChange={(next) => {
          setInput(next);
          if (value && next !== value.name) onChange(null);
        }}
        hint={hintFor(search)}
        statusMessage={status}
      />
      {search.failed && <p className="admin-error">{sayRule(ADMIN_MESSAGES.cityListFailed)}</p>}
    </div>
  );
}
