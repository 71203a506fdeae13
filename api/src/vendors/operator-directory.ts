import { readProviderTable } from '../provider/gds/provider-table';
import { providerFailure } from '../http/app-error';
import { GdsError, type GdsClient } from '../provider/gds/gds-client';
import type { LinkedOperator } from './vendors.repository';

/**
 * The provider's operators ("travels"), read from `operators.json` by column name: an admin links a vendor to
 * one of them. Asked afresh each time: linking is rare, and an operator the provider dropped must not link.
 */
export function createOperatorDirectory(gds: Pick<GdsClient, 'operators'>) {
  return {
    /** The operator with this id, or undefined when the provider has none. */
    async find(operatorId: number): Promise<LinkedOperator | undefined> {
      let result: unknown;
      try {
        ({ result } = await gds.operators());
      } catch (error) {
        if (error instanceof GdsError) throw providerFailure(error.message);
        throw error;
      }
      for (const row of readProviderTable(result)?.rows ?? []) {
        const name = typeof row.name === 'string' ? row.name.trim() : '';
        if (Number(row.id) === operatorId && name) return { id: operatorId, name };
      }
      return undefined;
    },
  };
}

export type OperatorDirectory = ReturnType<typeof createOperatorDirectory>;
