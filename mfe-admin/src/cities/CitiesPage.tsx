import { Tabs } from '@jatra/shared/ui';
import { useState } from 'react';
import { PageHead } from '../parts';
import { SyncButton } from '../sync';
import { CitiesTab } from './CitiesTab';
import { CityPairsTab } from './CityPairsTab';
import './cities.css';

const TABS = [
  { id: 'cities', label: 'Cities', content: <CitiesTab /> },
  { id: 'pairs', label: 'Origin-Destination Pairs', content: <CityPairsTab /> },
];

/** Admin › Cities: the provider's cities and the origin-destination pairs it sells, each synced on demand. */
export function CitiesPage() {
  const [tab, setTab] = useState('cities');
  return (
    <div className="admin-page">
      <PageHead
        title="Cities"
        intro="The cities the provider serves and the routes between them."
        actions={
          <>
            <SyncButton target="cities" label="Sync Cities" />
            <SyncButton target="city-pairs" label="Sync City Pairs" />
          </>
        }
      />
      <Tabs label="City lists" items={TABS} value={tab} onValueChange={setTab} />
    </div>
  );
}
