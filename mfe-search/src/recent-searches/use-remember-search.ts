import type { City } from '@jatra/shared';
import { useEffect } from 'react';
import { rememberSearch } from './recent-searches';

/** Keep the route on the device for Home's recent searches once both cities of the search are known. */
export function useRememberSearch(from: City | undefined, to: City | undefined, date: string, womenBooking: boolean) {
  const fromId = from?.id;
  const fromName = from?.name;
  const toId = to?.id;
  const toName = to?.name;
  useEffect(() => {
    if (fromId === undefined || fromName === undefined || toId === undefined || toName === undefined || !date) return;
    rememberSearch({ from: { id: fromId, name: fromName }, to: { id: toId, name: toName }, date, womenBooking });
  }, [fromId, fromName, toId, toName, date, womenBooking]);
}
