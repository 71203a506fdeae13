import { COMPANY } from '@jatra/shared';
import { Link } from 'react-router-dom';
import { PageSection, POLICY_LAST_UPDATED, StaticPage, SupportEmailLink } from './StaticPage';

const COLLECTED = [
  {
    title: 'Account details',
    what: 'Name, e-mail address, phone number and state.',
    why: 'To sign you in with a one-time code, fill in your bookings and reach you about them.',
  },
  {
    title: 'Booking details',
    what: 'Journey, seats, boarding and drop points, and passenger names, ages and genders.',
    why: 'To reserve seats with the operator, issue your ticket and handle cancellations and refunds.',
  },
  {
    title: 'Payment details',
    what: 'The amount, the payment method and the payment reference.',
    why: 'To take payment and refund it. Card and bank details go straight to our payment partner; we do not store them.',
  },
  {
    title: 'Device and usage data',
    what: 'Browser type, pages visited and your recent searches.',
    why: 'To keep Jatra secure, remember your last search and fix what does not work well.',
  },
];

export function PrivacyPage() {
  return (
    <StaticPage
      page="privacy"
      title="Privacy policy"
      documentTitle="Privacy · Jatra"
      eyebrow="Legal"
      lede={`How ${COMPANY.name} collects, uses and keeps your personal data.`}
      meta={POLICY_LAST_UPDATED}
    >
      <div className="static-prose">
        <PageSection id="collect" title="What we collect and why">
          <ul className="privacy-data">
            {COLLECTED.map((item) => (
              <li key={item.title} className="privacy-data__item">
                <h3 className="privacy-data__title">{item.title}</h3>
                <dl>
                  <dt>What</dt>
                  <dd>{item.what}</dd>
                  <dt>Why</dt>
                  <dd>{item.why}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="share" title="Who we share it with">
          <p>
            We share booking details with the bus operator and ticketing provider who run your trip, and payment details
            with our payment partner. We share data with authorities only when the law requires it. We do not sell your
            personal data.
          </p>
        </PageSection>

        <PageSection id="retention" title="How long we keep it">
          <ul>
            <li>
              <strong>Your account</strong> is kept until you delete it, or until it has been inactive for 3 years.
            </li>
            <li>
              <strong>Booking records</strong> are kept for 7 years.
            </li>
          </ul>
        </PageSection>

        <PageSection id="rights" title="Your choices">
          <p>
            You can see and correct your profile at any time. To get a copy of your data or delete your account, write
            to <SupportEmailLink /> from the address on your account.
          </p>
        </PageSection>

        <PageSection id="security" title="Keeping it safe">
          <p>Data travels over encrypted connections and only staff who need it for your booking can see it.</p>
        </PageSection>

        <PageSection id="contact" title="Contact">
          <p>
            {COMPANY.name}, {COMPANY.address}. E-mail <SupportEmailLink />. See also our{' '}
            <Link to="/terms">terms of service</Link>.
          </p>
        </PageSection>
      </div>
    </StaticPage>
  );
}
