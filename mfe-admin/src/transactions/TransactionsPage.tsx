import { Tabs } from '@jatra/shared/ui';
import { useState } from 'react';
import { useAdminI18n } from '../i18n';
import { PageHead } from '../parts';
import { LedgerTab } from './LedgerTab';
import { ProviderLogTab } from './ProviderLogTab';
import { SmsTab } from './SmsTab';
import './transactions.css';

/**
 * Admin › Transactions: what the provider recorded for us on a day, our own payments and refunds, and the SMS a
 * booking sent with their delivery.
 */
export function TransactionsPage() {
  const { t } = useAdminI18n();
  const [tab, setTab] = useState('provider');
  // our own list is asked for once its tab is first opened, then kept with what was searched in it
  const [ledgerOpened, setLedgerOpened] = useState(false);
  const open = (id: string) => {
    setTab(id);
    if (id === 'ours') setLedgerOpened(true);
  };
  const tabs = [
    { id: 'provider', label: t('transactions.providerTab'), content: <ProviderLogTab /> },
    { id: 'ours', label: t('transactions.oursTab'), content: ledgerOpened ? <LedgerTab /> : null },
    { id: 'sms', label: t('transactions.smsTab'), content: tab === 'sms' ? <SmsTab /> : null },
  ];
  return (
    <div className="admin-page">
      <PageHead title={t('transactions.title')} intro={t('transactions.intro')} />
      <Tabs label={t('transactions.lists')} items={tabs} value={tab} onValueChange={open} />
    </div>
  );
}
