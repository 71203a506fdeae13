import type { SupportContact } from '../admin/settings';
import { COMPANY } from '../company/company';
import type { HostApi } from './host-api';

/**
 * The company's own support contact (the Settings defaults): shown until the saved one arrives, and whenever it
 * cannot. Read from COMPANY, not the settings module, so the shell's first view loads none of its schemas.
 */
export const DEFAULT_SUPPORT_CONTACT: SupportContact = {
  support_email: COMPANY.email,
  support_phone: COMPANY.phone,
};

/** The support contact a remote shows: the one the shell loaded, or the defaults from a shell that sends none. */
export const supportContactOf = (host: Pick<HostApi, 'supportContact'>): SupportContact =>
  host.supportContact ?? DEFAULT_SUPPORT_CONTACT;

/** A phone number as a `tel:` link, digits and a leading + only: '+91 361 246 8000' → 'tel:+913612468000'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
