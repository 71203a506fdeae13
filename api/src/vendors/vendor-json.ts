import type { Vendor } from '@jatra/shared';
import type { VendorRow } from './vendors.repository';

/** A vendor application as the API answers it. */
export function vendorJson(row: VendorRow): Vendor {
  return {
    id: row.id,
    user_id: row.userId,
    company_name: row.companyName,
    registration_number: row.registrationNumber,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    status: row.status,
    operator_id: row.operatorId,
    operator_name: row.operatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
