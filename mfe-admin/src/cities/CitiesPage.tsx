import { Tabs } from '@jatra/shared/ui';
import { useState } from 'react';
import { useAdminI18n } from '../i18n';
import { PageHead } from '../parts';
import { SyncButton } from '../sync';
import { CitiesTab } from './CitiesTab';
import { CityPairsTab } from './CityPairsTab';
import './cities.css';

/** Admin › Cities: the provider's cities and the origin-destination pairs it sells, each synced on demand. */
export function CitiesPage() {
  const { t } = useAdminI18n();
  const [tab, setTab] = useState('cities');
  const tabs = [
    { id: 'cities', label: t('cities.tab'), content: <CitiesTab /> },
    { id: 'pairs', label: t('pairs.tab'), content: <CityPairsTab /> },
  ];
  return (
    <div className="admin-page">
      <PageHead
        title={t('cities.title')}
        intro={t('cities.intro')}
        actions={
          <>
            <SyncButton target="cities" label={t('cities.sync')} />
            <SyncButton target="city-pairs" label={t('pairs.sync')} />
          </>
        }
      />
      <Tabs label={t('cities.lists')} items={tabs} value={tab} onValueChange={setTab} />
    </div>
  );
}
