import { z } from 'zod';
import { pageRoutes } from '../routing/page-routes';
import { ruleMessage } from '../rules/i18n/rule-catalogues';

export const VENDOR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const VENDOR_MESSAGES = {
  pending: ruleMessage('vendor.pending'),
  rejected: ruleMessage('vendor.rejected'),
  alreadyApplied: ruleMessage('vendor.alreadyApplied'),
  notFound: ruleMessage('vendor.notFound'),
  notPending: ruleMessage('vendor.notPending'),
  unknownOperator: ruleMessage('vendor.unknownOperator'),
  notApproved: ruleMessage('vendor.notApproved'),
  departureNotFound: ruleMessage('vendor.departureNotFound'),
} as const;

/** The vendor's dashboard, where an approved vendor lands and the approval e-mail links. */
export const VENDOR_DASHBOARD_PATH = pageRoutes.vendor.path;

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** `POST /api/vendors/apply`: what a signed-in user sends to apply as a vendor. */
export const vendorApplicationSchema = z.object({
  company_name: text('Company name'),
  registration_number: text('Registration number', 100),
  contact_name: text('Contact name'),
  contact_email: z
    .string({ error: 'Contact email is required' })
    .trim()
    .pipe(z.email('Please enter a valid contact email').max(254)),
  // a landline or a mobile; spaces, dashes and brackets as people write numbers are dropped
  contact_phone: z
    .string({ error: 'Contact phone is required' })
    .transform((phone) => phone.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{10,15}$/, 'Please enter a valid contact phone')),
});
export type VendorApplication = z.input<typeof vendorApplicationSchema>;

/** A vendor application as the API answers it. */
export const vendorSchema = vendorApplicationSchema.extend({
  id: z.uuid(),
  user_id: z.uuid(),
  status: z.enum(VENDOR_STATUSES),
  /** the provider operator (travel id) an admin linked; null (or absent from older servers) until then */
  operator_id: z.number().int().nullable().optional(),
  operator_name: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;
/** `GET /api/admin/vendors?status=` */
export const vendorListResponseSchema = z.object({ result: z.array(vendorSchema) });
/** approve, reject and link answer the application as it now stands */
export const vendorResponseSchema = z.object({ result: vendorSchema });

/** `GET /api/admin/vendors?status=` */
export const vendorListQuerySchema = z.object({
  status: z.enum(VENDOR_STATUSES, { error: 'Unknown vendor status' }).optional(),
});

export const vendorIdParamsSchema = z.object({
  id: z.uuid({ error: 'Unknown vendor application' }),
});
