import { VENDOR_DASHBOARD_PATH, type SupportContact } from '@jatra/shared';
import type { Locale } from '@jatra/shared/i18n';
import type { VendorRow } from '../vendors';
import { renderMail, type RenderedMail } from './mail-layout';
import { sayer } from './mail-templates';

const pageUrl = (appUrl: string, path: string) => `${appUrl.replace(/\/+$/, '')}${path}`;

/**
 * The applicant's answer once an admin decided: approved (sign in to reach the dashboard) or not approved. It
 * goes to the contact e-mail the application gave, which may differ from the address the applicant signs in with,
 * in the language the applicant saved in their profile.
 */
export function vendorDecisionMail(
  vendor: VendorRow,
  appUrl: string,
  support?: SupportContact,
  locale: Locale = 'en',
): RenderedMail {
  const say = sayer(locale);
  const company = vendor.companyName;
  const facts = {
    kind: 'facts' as const,
    title: say('mail.vendor.application'),
    rows: [
      [say('mail.vendor.company'), company],
      [say('mail.vendor.registrationNumber'), vendor.registrationNumber],
      [say('mail.vendor.contact'), vendor.contactName],
    ] as const satisfies (readonly [string, string])[],
  };
  const greeting = { kind: 'paragraph' as const, text: say('mail.greeting', { name: vendor.contactName }) };
  if (vendor.status === 'approved') {
    return renderMail(
      say('mail.vendor.approved.subject', { company }),
      say('mail.vendor.approved.heading', { company }),
      support,
      [
        greeting,
        { kind: 'paragraph', text: say('mail.vendor.approved.text') },
        facts,
        { kind: 'link', label: say('mail.vendor.approved.link'), url: pageUrl(appUrl, VENDOR_DASHBOARD_PATH) },
      ],
      locale,
    );
  }
  return renderMail(
    say('mail.vendor.rejected.subject', { company }),
    say('mail.vendor.rejected.heading'),
    support,
    [greeting, { kind: 'paragraph', text: say('mail.vendor.rejected.text') }, facts],
    locale,
  );
}
