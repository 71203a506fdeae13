import { COMPANY, POLICY_MESSAGES, REFUND_MESSAGES, RESCHEDULE_MESSAGES, TRIP_CHANGE_MESSAGES } from '@jatra/shared';
import { Link } from 'react-router-dom';
import { CancellationTable } from './CancellationTable';
import { PageSection, POLICY_LAST_UPDATED, StaticPage, SupportEmailLink } from './StaticPage';

const SECTIONS = [
  { id: 'using', title: 'Using Jatra' },
  { id: 'bookings', title: 'Bookings and tickets' },
  { id: 'payments', title: 'Payments' },
  { id: 'cancellation', title: 'Cancellations and refunds' },
  { id: 'travel', title: 'On the day of travel' },
  { id: 'liability', title: 'Our liability' },
  { id: 'disputes', title: 'Governing law and disputes' },
  { id: 'contact', title: 'Contact' },
] as const;

const titleOf = (id: (typeof SECTIONS)[number]['id']) => SECTIONS.find((section) => section.id === id)!.title;

export function TermsPage() {
  return (
    <StaticPage
      page="terms"
      title="Terms of service"
      documentTitle="Terms · Jatra"
      eyebrow="Legal"
      lede={`These terms apply when you search and book bus tickets with ${COMPANY.name} (“Jatra”).`}
      meta={POLICY_LAST_UPDATED}
    >
      <nav className="static-toc" aria-label="On this page">
        <p className="static-toc__title">On this page</p>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="static-prose">
        <PageSection id="using" title={titleOf('using')}>
          <p>
            You must be at least 13 years old to use Jatra. Keep your sign-in details to yourself; you are responsible
            for bookings made from your account.
          </p>
        </PageSection>

        <PageSection id="bookings" title={titleOf('bookings')}>
          <p>
            Jatra sells tickets on behalf of bus operators. Your contract of carriage is with the operator named on your
            ticket, who runs the bus and sets its timings. A seat is yours once payment succeeds and you receive a
            ticket with a PNR. Please check names, ages, the date and the boarding point before you pay.
          </p>
        </PageSection>

        <PageSection id="payments" title={titleOf('payments')}>
          <p>
            You can pay by debit or credit card, net banking, UPI or wallets. Cash is accepted at select counters. Fares
            are in Indian rupees (₹).
          </p>
        </PageSection>

        <PageSection id="cancellation" title={titleOf('cancellation')}>
          <p>
            You can cancel a confirmed ticket from your bookings. {POLICY_MESSAGES.dependsOnOperator} The charge is a
            percentage of the fare of the seats you cancel, and depends on the time left before departure.{' '}
            {POLICY_MESSAGES.keptOnTicket}
          </p>
          <p>{POLICY_MESSAGES.siteTableIntro}</p>
          <CancellationTable />
          <p>{REFUND_MESSAGES.operatorCancelled}</p>
          <p>{TRIP_CHANGE_MESSAGES.terms}</p>
          <p>{RESCHEDULE_MESSAGES.terms}</p>
        </PageSection>

        <PageSection id="travel" title={titleOf('travel')}>
          <ul>
            <li>Arrive at your boarding point at least 15 minutes before departure.</li>
            <li>Each passenger may carry 20 kg of luggage free of charge.</li>
            <li>Carry your ticket, on your phone or printed.</li>
          </ul>
        </PageSection>

        <PageSection id="liability" title={titleOf('liability')}>
          <p>
            Operators are responsible for the journey itself. Our liability for any booking is limited to the fare paid
            for it.
          </p>
        </PageSection>

        <PageSection id="disputes" title={titleOf('disputes')}>
          <p>These terms are governed by the laws of India. Disputes are subject to the courts at Jorhat, Assam.</p>
        </PageSection>

        <PageSection id="contact" title={titleOf('contact')}>
          <p>
            Questions about these terms? Write to <SupportEmailLink /> or see <Link to="/help">Help and support</Link>.
            Also read our <Link to="/privacy">privacy policy</Link>.
          </p>
        </PageSection>
      </div>
    </StaticPage>
  );
}
