import { DEFAULT_SETTINGS, type SupportContact } from '../admin/settings';
import type { HostApi } from './host-api';

/** The company's own support contact: shown until the saved one arrives, and whenever it cannot. */
export const DEFAULT_SUPPORT_CONTACT: SupportContact = {
  support_email: DEFAULT_SETTINGS.support_email,
  support_phone: DEFAULT_SETTINGS.support_phone,
};

/** The support contact a remote shows: the one the shell loaded, or the defaults from a shell that sends none. */
export const supportContactOf = (host: Pick<HostApi, 'supportContact'>): SupportContact =>
  host.supportContact ?? DEFAULT_SUPPORT_CONTACT;

/** A phone number as a `tel:` link, digits and a leading + only: '+91 361 246 8000' → 'tel:+913612468000'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
