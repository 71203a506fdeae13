import type { UserStatus } from '../auth/roles';
import { addRuleWords, ruleMessage } from '../rules/i18n/rule-catalogues';
import type { SyncTarget } from './catalog';
import as from './i18n/messages/as.json' with { type: 'json' };
import bn from './i18n/messages/bn.json' with { type: 'json' };
import en from './i18n/messages/en.json' with { type: 'json' };
import hi from './i18n/messages/hi.json' with { type: 'json' };

// the administrator area's words, in the rule messages of whatever says them (the admin remote, the API) and no other
addRuleWords({ en, as, bn, hi });

/** How the sync messages name each list ('Successfully synchronized 42 city pairs'), a word per language. */
const SYNC_LIST: Record<SyncTarget, string> = {
  cities: 'cities',
  'city-pairs': 'cityPairs',
  operators: 'operators',
  masters: 'masters',
};
/** What the administrator area says; written once, used by API and UI. */
export const ADMIN_MESSAGES = {
  dashboardStatsFailed: ruleMessage('admin.dashboardStatsFailed'),
  pendingVendorsFailed: ruleMessage('admin.pendingVendorsFailed'),
  dashboardFailed: ruleMessage('admin.dashboardFailed'),
  vendorApproved: ruleMessage('admin.vendorApproved'),
  vendorRejected: ruleMessage('admin.vendorRejected'),
  userStatusUpdated: (status: UserStatus) => ruleMessage('admin.userStatusUpdated', { status }),
  userStatusFailed: ruleMessage('admin.userStatusFailed'),
  usersFailed: ruleMessage('admin.usersFailed'),
  operatorsFailed: ruleMessage('admin.operatorsFailed'),
  citiesFailed: ruleMessage('admin.citiesFailed'),
  cityPairsFailed: ruleMessage('admin.cityPairsFailed'),
  mastersFailed: ruleMessage('admin.mastersFailed'),
  settingsSaved: ruleMessage('admin.settingsSaved'),
  settingsFailed: ruleMessage('admin.settingsFailed'),
  settingsSaveFailed: ruleMessage('admin.settingsSaveFailed'),
  syncSucceeded: (count: number, target: SyncTarget) =>
    ruleMessage('admin.syncSucceeded', { count, list: SYNC_LIST[target] }),
  mastersSynced: ruleMessage('admin.mastersSynced'),
  syncFailed: (target: SyncTarget, error: string) =>
    ruleMessage('admin.syncFailed', { list: SYNC_LIST[target], error }),
  schedulesFailed: ruleMessage('admin.schedulesFailed'),
  cityListFailed: ruleMessage('admin.cityListFailed'),
  noSchedulesFound: ruleMessage('admin.noSchedulesFound'),
  noSchedulesForRoute: ruleMessage('admin.noSchedulesForRoute'),
  scheduleFieldsRequired: ruleMessage('admin.scheduleFieldsRequired'),
  pastTravelDate: ruleMessage('admin.pastTravelDate'),
  transactionsFailed: ruleMessage('admin.transactionsFailed'),
  noTransactionsFound: ruleMessage('admin.noTransactionsFound'),
  noTransactionsForDate: ruleMessage('admin.noTransactionsForDate'),
  transactionDateRequired: ruleMessage('admin.transactionDateRequired'),
  futureTransactionDate: ruleMessage('admin.futureTransactionDate'),
  balanceInfoFailed: ruleMessage('admin.balanceInfoFailed'),
  balanceFailed: ruleMessage('admin.balanceFailed'),
  userNotFound: ruleMessage('admin.userNotFound'),
  ownStatus: ruleMessage('admin.ownStatus'),
  lastAdmin: ruleMessage('admin.lastAdmin'),
  backupFailed: ruleMessage('admin.backupFailed'),
  backupBusy: ruleMessage('admin.backupBusy'),
  cacheCleared: ruleMessage('admin.cacheCleared'),
  loginFailed: ruleMessage('admin.loginFailed'),
} as const;
