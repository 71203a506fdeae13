import type { Logger } from 'pino';
import {
  ADMIN_CITIES_PAGE_SIZE,
  ADMIN_CITY_PAIRS_LIMIT,
  ADMIN_MESSAGES,
  ADMIN_OPERATORS_PAGE_SIZE,
  type AdminCitiesPage,
  type AdminCityPairsPage,
  type AdminMasters,
  type AdminOperator,
  type AdminOperatorsPage,
  inEnglish,
  type ListPagingQuery,
  MESSAGES,
  sayRule,
  SYNC_METADATA_KEYS,
  SYNC_TARGETS,
  type SyncResult,
  type SyncStatus,
  type SyncTarget,
} from '@jatra/shared';
import type { AuditRecorder } from '../audit';
import type { CitiesService } from '../cities';
import { providerFailure } from '../http/app-error';
import { parseOperatorPolicy } from '../provider/gds/cancellation-policies';
import { parseCityPairs } from '../provider/gds/city-pairs';
import { GdsError, type GdsClient } from '../provider/gds/gds-client';
import type { ParsedList } from '../provider/gds/list-rows';
import { parseMasters } from '../provider/gds/masters';
import { parseOperators } from '../provider/gds/operators';
import type { CatalogRepository, StoredMaster, StoredOperator } from './catalog.repository';

/** How many of an operator's routes its details show. */
const POPULAR_ROUTES = 5;

interface Synced {
  count: number;
  syncedAt: Date;
}

/**
 * The provider's lists an admin copies into our tables (operators, city pairs, masters; cities through the
 * cities module), and the admin's views of those copies.
 */
export function createCatalogService(deps: {
  repository: CatalogRepository;
  cities: Pick<CitiesService, 'forceSync' | 'page'>;
  gds: Pick<GdsClient, 'operators' | 'cityPairs' | 'masters'>;
  audit: AuditRecorder;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;
  const inFlight = new Map<SyncTarget, Promise<SyncResult>>();

  /** A list with every row malformed is a broken answer, not a provider that dropped everything we had. */
  function usable<T>(target: SyncTarget, parsed: ParsedList<T>): T[] {
    if (parsed.droppedRows > 0) {
      deps.logger.warn({ target, droppedRows: parsed.droppedRows }, 'dropped malformed provider rows');
      if (parsed.rows.length === 0) throw new GdsError(inEnglish(MESSAGES.invalidResponseFormat), 200);
    }
    return parsed.rows;
  }

  async function pull(target: SyncTarget): Promise<Synced> {
    const syncedAt = now();
    switch (target) {
      case 'cities':
        return deps.cities.forceSync();
      case 'operators': {
        const list = usable(target, parseOperators((await deps.gds.operators()).result));
        return { count: await repository.replaceOperators(list, syncedAt), syncedAt };
      }
      case 'city-pairs': {
        const list = usable(target, parseCityPairs((await deps.gds.cityPairs()).result));
        return { count: await repository.replaceCityPairs(list, syncedAt), syncedAt };
      }
      case 'masters': {
        const list = usable(target, parseMasters((await deps.gds.masters()).result));
        return { count: await repository.replaceMasters(list, syncedAt), syncedAt };
      }
    }
  }

  async function run(target: SyncTarget, actorId: string | null): Promise<SyncResult> {
    let synced: Synced;
    try {
      synced = await pull(target);
    } catch (error) {
      if (error instanceof GdsError) throw providerFailure(ADMIN_MESSAGES.syncFailed(target, error.message));
      throw error;
    }
    const message =
      target === 'masters' ? ADMIN_MESSAGES.mastersSynced : ADMIN_MESSAGES.syncSucceeded(synced.count, target);
    deps.logger.info({ target, count: synced.count }, 'synced provider list');
    // the copy is made and committed: an activity line that fails to save must not turn it into a failure
    await deps.audit
      .record({ kind: 'sync', summary: inEnglish(message), actorId })
      .catch((error: unknown) => deps.logger.error({ err: error, target }, 'sync audit event not recorded'));
    return { target, count: synced.count, synced_at: synced.syncedAt.toISOString(), message: sayRule(message) };
  }

  function operatorOf(row: StoredOperator, routes: string[]): AdminOperator {
    return {
      id: row.id,
      name: row.name,
      logo: row.logo,
      cancellation_time: row.cancellationTime,
      schedules_count: row.schedulesCount,
      commission_percent: row.commissionPercent,
      round_trip: row.roundTrip,
      cancellation_allowed: row.cancellationAllowed,
      cancellation_policy: row.cancellationPolicy,
      cancellation_bands: parseOperatorPolicy(row.cancellationPolicy) ?? [],
      contact_person: row.contactPerson,
      contact_phone: row.contactPhone,
      contact_email: row.contactEmail,
      website: row.website,
      popular_routes: routes,
      metadata: row.metadata,
    };
  }

  const namesOf = (list: StoredMaster[]) => list.map((master) => ({ id: Number(master.code), name: master.name }));

  return {
    /**
     * Copy one provider list now. Concurrent callers on this instance share one run (and its answer);
     * other instances wait for it at the list's advisory lock (replaceProviderList).
     */
    sync(target: SyncTarget, actorId: string | null): Promise<SyncResult> {
      let running = inFlight.get(target);
      if (!running) {
        running = run(target, actorId).finally(() => inFlight.delete(target));
        inFlight.set(target, running);
      }
      return running;
    },

    async syncStatus(): Promise<SyncStatus[]> {
      const syncs = await repository.syncs();
      return SYNC_TARGETS.map((target) => {
        const sync = syncs.get(target);
        return {
          target,
          key: SYNC_METADATA_KEYS[target],
          synced_at: sync?.syncedAt.toISOString() ?? null,
          count: sync?.count ?? null,
        };
      });
    },

    async operators(query: string, paging: ListPagingQuery): Promise<AdminOperatorsPage> {
      const page = await repository.operatorsPage(query, paging, ADMIN_OPERATORS_PAGE_SIZE);
      const routes = await repository.routesOf(
        page.rows.map((row) => row.id),
        POPULAR_ROUTES,
      );
      const { rows, ...paged } = page;
      return {
        operators: rows.map((row) => operatorOf(row, routes.get(row.id) ?? [])),
        page_size: ADMIN_OPERATORS_PAGE_SIZE,
        ...paged,
      };
    },

    async cities(query: string, paging: ListPagingQuery): Promise<AdminCitiesPage> {
      return { ...(await deps.cities.page(query, paging, ADMIN_CITIES_PAGE_SIZE)), page_size: ADMIN_CITIES_PAGE_SIZE };
    },

    async cityPairs(query: string, paging: ListPagingQuery): Promise<AdminCityPairsPage> {
      const { rows, ...paged } = await repository.cityPairsPage(query, paging);
      return { pairs: rows, page_size: ADMIN_CITY_PAIRS_LIMIT, ...paged };
    },

    async masters(): Promise<AdminMasters> {
      const [list, syncs] = await Promise.all([repository.masters(), repository.syncs()]);
      const of = (kind: StoredMaster['kind']) => list.filter((master) => master.kind === kind);
      return {
        seat_layout_identifiers: of('seat_layout').map((master) => ({ code: master.code, description: master.name })),
        bus_types: namesOf(of('bus_type')),
        bus_categories: namesOf(of('bus_category')),
        synced_at: syncs.get('masters')?.syncedAt.toISOString() ?? null,
      };
    },

    /** Operators in our synced copy, for the overview's Active Operators. */
    operatorsCount: () => repository.operatorsCount(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
