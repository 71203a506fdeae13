import { COMPANY, pageRoutes, POLICY_MESSAGES, REFUND_MESSAGES, SUPPORT_HOURS, telHref } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { Building2, Clock, Info, Mail, MapPin, MessageCircle, Phone, Ticket, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSupportContact } from '../host';
import { openSupportChat, useChatLink } from '../support-chat';
import { CancellationTable } from './CancellationTable';
import { PageSection, StaticPage } from './StaticPage';

const CATEGORIES: { icon: ReactNode; title: string; topics: string[] }[] = [
  {
    icon: <Ticket size={22} />,
    title: 'Booking issues',
    topics: ['Payment taken but no ticket', 'Changing passenger details', 'Cancelling and refunds'],
  },
  {
    icon: <Info size={22} />,
    title: 'Travel information',
    topics: ['Boarding points and timings', 'Luggage allowance', 'Delays and rescheduled buses'],
  },
  {
    icon: <UserRound size={22} />,
    title: 'Account help',
    topics: ['Signing in with a one-time code', 'Updating your profile', 'Finding past bookings'],
  },
  {
    icon: <MessageCircle size={22} />,
    title: 'General queries',
    topics: ['Booking for women', 'Operators on Jatra', 'Feedback and complaints'],
  },
];

const OFFICES = [
  {
    name: 'Head office',
    city: 'Guwahati',
    address: COMPANY.address,
    hours: '6:00 AM to 10:00 PM',
  },
  {
    name: 'Branch office',
    city: 'Jorhat',
    address: 'AT Road, near ASTC Bus Stand, Jorhat, Assam 785001',
    hours: '6:00 AM to 9:00 PM',
  },
  {
    name: 'Branch office',
    city: 'Dibrugarh',
    address: 'Mancotta Road, Chowkidinghee, Dibrugarh, Assam 786001',
    hours: '6:00 AM to 9:00 PM',
  },
];

export function HelpPage() {
  const { support_email, support_phone } = useSupportContact();
  useChatLink();
  return (
    <StaticPage
      page="help"
      title="Help and support"
      documentTitle="Help · Jatra"
      eyebrow="We are here for you"
      lede="Reach us the way that suits you: by phone at any hour, by e-mail or by live chat."
    >
      <PageSection id="contact" title="Talk to us">
        <ul className="static-grid static-grid--3 help-channels">
          <li className="static-card static-card--row help-channel">
            <span className="static-card__icon" aria-hidden="true">
              <Phone size={22} />
            </span>
            <h3 className="static-card__title">Phone</h3>
            <p className="help-channel__when">
              <Clock size={16} aria-hidden="true" /> Available 24/7
            </p>
            <a className="jt-button jt-button--secondary help-channel__action" href={telHref(support_phone)}>
              Call {support_phone}
            </a>
          </li>
          <li className="static-card static-card--row help-channel">
            <span className="static-card__icon" aria-hidden="true">
              <Mail size={22} />
            </span>
            <h3 className="static-card__title">E-mail support</h3>
            <p className="help-channel__when">
              <Clock size={16} aria-hidden="true" /> Response within 2 hours
            </p>
            <a className="jt-button jt-button--secondary help-channel__action" href={`mailto:${support_email}`}>
              {support_email}
            </a>
          </li>
          <li className="static-card static-card--row help-channel">
            <span className="static-card__icon" aria-hidden="true">
              <MessageCircle size={22} />
            </span>
            <h3 className="static-card__title">Live chat</h3>
            <p className="help-channel__when">
              <Clock size={16} aria-hidden="true" /> {SUPPORT_HOURS.label}
            </p>
            <Button className="help-channel__action" onClick={() => openSupportChat()}>
              Start chat
            </Button>
          </li>
        </ul>
      </PageSection>

      <PageSection id="categories" title="Browse by category">
        <ul className="static-grid static-grid--4">
          {CATEGORIES.map((category) => (
            <li key={category.title} className="static-card static-card--row help-category">
              <span className="static-card__icon" aria-hidden="true">
                {category.icon}
              </span>
              <h3 className="static-card__title">{category.title}</h3>
              <ul className="help-category__topics">
                {category.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="cancellations" title="Cancellations and refunds">
        <p>
          {POLICY_MESSAGES.dependsOnOperator} {POLICY_MESSAGES.keptOnTicket} {REFUND_MESSAGES.operatorCancelled} Details
          are in our <Link to="/terms">terms of service</Link>.
        </p>
        <p>{POLICY_MESSAGES.siteTableIntro}</p>
        <CancellationTable />
      </PageSection>

      <PageSection id="offices" title="Our offices">
        <ul className="static-grid static-grid--3">
          {OFFICES.map((office) => (
            <li key={office.city} className="static-card static-card--row help-office">
              <span className="static-card__icon" aria-hidden="true">
                <Building2 size={22} />
              </span>
              <h3 className="static-card__title">
                {office.city} <span className="help-office__kind">{office.name}</span>
              </h3>
              <address className="help-office__address">
                <MapPin size={16} aria-hidden="true" />
                <span>{office.address}</span>
              </address>
              <p className="help-channel__when">
                <Clock size={16} aria-hidden="true" /> Open {office.hours}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="operators" title="For bus operators">
        <p>
          Run buses in Assam or the North East? Sell your seats on {COMPANY.brand} and follow every booking and
          passenger list of your departures online.
        </p>
        <Link className="jt-button jt-button--secondary help-operators__action" to={pageRoutes.partner.path}>
          Become a Jatra partner
        </Link>
      </PageSection>
    </StaticPage>
  );
}
