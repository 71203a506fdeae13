import { Tabs } from '@jatra/shared/ui';
import { useState } from 'react';
import { PageHead } from '../parts';
import { LedgerTab } from './LedgerTab';
import { ProviderLogTab } from './ProviderLogTab';
import './transactions.css';

/** Admin › Transactions: what the provider recorded for us on a day, and our own payments and refunds. */
export function TransactionsPage() {
  const [tab, setTab] = useState('provider');
  // our own list is asked for once its tab is first opened, then kept with what was searched in it
  const [ledgerOpened, setLedgerOpened] = useState(false);
  const open = (id: string) => {
    setTab(id);
    if (id === 'ours') setLedgerOpened(true);
  };
  const tabs = [
    { id: 'provider', label: "Provider's day log", content: <ProviderLogTab /> },
    { id: 'ours', label: "Jatra's payments and refunds", content: ledgerOpened ? <LedgerTab /> : null },
  ];
  return (
    <div className="admin-page">
      <PageHead
        title="Transactions"
        intro="What the provider recorded for Jatra, and the money Jatra took and gave back."
      />
      <Tabs label="Transaction lists" items={tabs} value={tab} onValueChange={open} />
    </div>
  );
}
