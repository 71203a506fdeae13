import { ADMIN_MESSAGES, CITY_SEARCH_MIN_CHARS, type City, sayRule } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Combobox } from '@jatra/shared/ui';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useAdminI18n } from '../i18n';
import { useCitySearch } from './use-schedules';

type T = ReturnType<typeof useAdminI18n>['t'];

function hintFor(t: T, search: ReturnType<typeof useCitySearch>): string {
  if (search.tooShort) return t('schedules.cityTooShort', { min: CITY_SEARCH_MIN_CHARS });
  if (search.pending) return t('schedules.citySearching');
  if (search.failed) return sayRule(ADMIN_MESSAGES.cityListFailed);
  return t('schedules.cityNoMatchHint');
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
  const { t, locale } = useAdminI18n();
  // the city as this language writes it; typing may use the provider's English name too
  const shownName = (city: City | null) => (city ? cityName(city.name, locale) : '');
  const [input, setInput] = useState(shownName(value));
  // the API knows the provider's names: a chosen city shown in this language is looked up by its English name
  const search = useCitySearch(value && input === shownName(value) ? value.name : input);
  const status = search.failed
    ? sayRule(ADMIN_MESSAGES.cityListFailed)
    : search.pending || search.tooShort
      ? ''
      : search.cities.length > 0
        ? t('schedules.citiesFound', { count: search.cities.length })
        : t('schedules.cityNoMatch');
  return (
    <div className="schedules-city">
      <Combobox<City>
        label={label}
        placeholder={t('schedules.cityPlaceholder')}
        icon={<MapPin size={20} />}
        items={search.cities}
        itemKey={(city) => city.id}
        itemToString={shownName}
        selectedItem={value}
        onSelectedItemChange={onChange}
        inputValue={input}
        onInputValueChange={(next) => {
          setInput(next);
          if (value && next !== shownName(value)) onChange(null);
        }}
        hint={hintFor(t, search)}
        statusMessage={status}
      />
      {search.failed && <p className="admin-error">{sayRule(ADMIN_MESSAGES.cityListFailed)}</p>}
    </div>
  );
}
