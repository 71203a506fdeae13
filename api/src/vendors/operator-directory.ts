import { providerFailure } from '../http/app-error';
import { GdsError, type GdsClient } from '../provider/gds/gds-client';
import { findOperator } from '../provider/gds/operators';
import type { LinkedOperator } from './vendors.repository';

/**
 * The provider's operators ("travels"): an admin links a vendor to one of them. Asked afresh each time:
 * linking is rare, and an operator the provider dropped must not link.
 */
export function createOperatorDirectory(gds: Pick<GdsClient, 'operators'>) {
  return {
    /** The operator with this id, or undefined when the provider has none. */
    async find(operatorId: number): Promise<LinkedOperator | undefined> {
      try {
        return findOperator((await gds.operators()).result, operatorId);
      } catch (error) {
        if (error instanceof GdsError) throw providerFailure(error.message);
        throw error;
      }
    },
  };
}

export type OperatorDirectory = ReturnType<typeof createOperatorDirectory>;
