import type { Kernel } from '../area';
import type { Access } from '../auth';
import type { GdsClient } from '../provider/gds/gds-client';
import { providerAccountRoutes } from './provider-account.routes';
import { createProviderAccountService } from './provider-account.service';

/** The admin's views of our account at the provider: schedules, transactions, balance. */
export function composeProviderAccount({ now }: Kernel, deps: { gds: GdsClient; access: Access }) {
  const providerAccount = createProviderAccountService({ gds: deps.gds, now });
  return {
    services: { providerAccount },
    routers: { providerAccount: providerAccountRoutes(providerAccount, deps.access) },
  };
}
