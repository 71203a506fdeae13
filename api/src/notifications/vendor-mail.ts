import { COMPANY, VENDOR_DASHBOARD_PATH, type SupportContact } from '@jatra/shared';
import type { VendorRow } from '../vendors';
import { renderMail, type RenderedMail } from './mail-layout';

const pageUrl = (appUrl: string, path: string) => `${appUrl.replace(/\/+$/, '')}${path}`;

/**
 * The applicant's answer once an admin decided: approved (sign in to reach the dashboard) or not approved. It
 * goes to the contact e-mail the application gave, which may differ from the address the applicant signs in with.
 */
export function vendorDecisionMail(vendor: VendorRow, appUrl: string, support?: SupportContact): RenderedMail {
  const facts = {
    kind: 'facts' as const,
    title: 'Your application',
    rows: [
      ['Company', vendor.companyName],
      ['Registration number', vendor.registrationNumber],
      ['Contact', vendor.contactName],
    ] as const satisfies (readonly [string, string])[],
  };
  const greeting = { kind: 'paragraph' as const, text: `Dear ${vendor.contactName},` };
  if (vendor.status === 'approved') {
    return renderMail(
      `Your ${COMPANY.brand} partner application is approved: ${vendor.companyName}`,
      `Welcome aboard, ${vendor.companyName}`,
      support,
      [
        greeting,
        {
          kind: 'paragraph',
          text: `Your application to sell tickets on ${COMPANY.brand} is approved. Sign in with the account you applied from to open your partner dashboard. Your departures, bookings and passenger lists appear there once we have linked your company to its bus operator.`,
        },
        facts,
        { kind: 'link', label: 'Open your dashboard', url: pageUrl(appUrl, VENDOR_DASHBOARD_PATH) },
      ],
    );
  }
  return renderMail(
    `Your ${COMPANY.brand} partner application: ${vendor.companyName}`,
    'Your application was not approved',
    support,
    [
      greeting,
      {
        kind: 'paragraph',
        text: `We are sorry: your application to sell tickets on ${COMPANY.brand} was not approved. If you think this is a mistake, or your details have changed, please write to or call our support team below: we will gladly look at it again.`,
      },
      facts,
    ],
  );
}
