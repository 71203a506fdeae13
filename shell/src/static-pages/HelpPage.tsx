import {
  COMPANY,
  pageRoutes,
  POLICY_MESSAGES,
  REFUND_MESSAGES,
  SUPPORT_HOURS_VALUES,
  telHref,
  sayRule,
} from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Button } from '@jatra/shared/ui';
import { Building2, Clock, Info, Mail, MapPin, MessageCircle, Phone, Ticket, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSupportContact } from '../host';
import { openSupportChat, useChatLink } from '../support-chat';
import { CancellationTable } from './CancellationTable';
import { PageSection, StaticPage } from './StaticPage';
import { staticPagesI18n, useStaticPagesI18n, type StaticPagesMessageId } from './i18n/static-pages-i18n';
import { withOwnWords } from '../i18n';

const CATEGORIES: { icon: ReactNode; title: StaticPagesMessageId; topics: StaticPagesMessageId[] }[] = [
  {
    icon: <Ticket size={22} />,
    title: 'help.cat.booking',
    topics: ['help.topic.paidNoTicket', 'help.topic.passengerDetails', 'help.topic.cancelRefund'],
  },
  {
    icon: <Info size={22} />,
    title: 'help.cat.travel',
    topics: ['help.topic.boarding', 'help.topic.luggage', 'help.topic.delays'],
  },
  {
    icon: <UserRound size={22} />,
    title: 'help.cat.account',
    topics: ['help.topic.signIn', 'help.topic.profile', 'help.topic.pastBookings'],
  },
  {
    icon: <MessageCircle size={22} />,
    title: 'help.cat.general',
    topics: ['help.topic.women', 'help.topic.operators', 'help.topic.feedback'],
  },
];

const OFFICES = [
  {
    name: 'help.headOffice',
    city: 'Guwahati',
    address: COMPANY.address,
    hours: ['06:00', '22:00'],
  },
  {
    name: 'help.branchOffice',
    city: 'Jorhat',
    address: 'AT Road, near ASTC Bus Stand, Jorhat, Assam 785001',
    hours: ['06:00', '21:00'],
  },
  {
    name: 'help.branchOffice',
    city: 'Dibrugarh',
    address: 'Mancotta Road, Chowkidinghee, Dibrugarh, Assam 786001',
    hours: ['06:00', '21:00'],
  },
] as const satisfies readonly {
  name: StaticPagesMessageId;
  city: string;
  address: string;
  hours: readonly [string, string];
}[];

function HelpPageContent() {
  const { support_email, support_phone } = useSupportContact();
  const { t, format, locale } = useStaticPagesI18n();
  useChatLink();
  return (
    <StaticPage
      page="help"
      title={t('help.title')}
      documentTitle={t('help.documentTitle')}
      eyebrow={t('help.eyebrow')}
      lede={t('help.lede')}
    >
      <PageSection id="contact" title={t('help.talkToUs')}>
        <ul className="static-grid static-grid--3 help-channels">
          <li className="static-card static-card--row help-channel">
            <span className="static-card__icon" aria-hidden="true">
              <Phone size={22} />
            </span>
            <h3 className="static-card__title">{t('help.phone')}</h3>
            <p className="help-channel__when">
              <Clock size={16} aria-hidden="true" /> {t('help.always')}
            </p>
            <a className="jt-button jt-button--secondary help-channel__action" href={telHref(support_phone)}>
              {t('help.call', { phone: support_phone })}
            </a>
          </li>
          <li className="static-card static-card--row help-channel">
            <span className="static-card__icon" aria-hidden="true">
              <Mail size={22} />
            </span>
            <h3 className="static-card__title">{t('help.email')}</h3>
            <p className="help-channel__when">
              <Clock size={16} aria-hidden="true" /> {t('help.emailWhen')}
            </p>
            <a className="jt-button jt-button--secondary help-channel__action" href={`mailto:${support_email}`}>
              {support_email}
            </a>
          </li>
          <li className="static-card static-card--row help-channel">
            <span className="static-card__icon" aria-hidden="true">
              <MessageCircle size={22} />
            </span>
            <h3 className="static-card__title">{t('help.chat')}</h3>
            <p className="help-channel__when">
              <Clock size={16} aria-hidden="true" /> {t('help.chatHours', SUPPORT_HOURS_VALUES)}
            </p>
            <Button className="help-channel__action" onClick={() => openSupportChat()}>
              {t('help.startChat')}
            </Button>
          </li>
        </ul>
      </PageSection>

      <PageSection id="categories" title={t('help.categories')}>
        <ul className="static-grid static-grid--4">
          {CATEGORIES.map((category) => (
            <li key={category.title} className="static-card static-card--row help-category">
              <span className="static-card__icon" aria-hidden="true">
                {category.icon}
              </span>
              <h3 className="static-card__title">{t(category.title)}</h3>
              <ul className="help-category__topics">
                {category.topics.map((topic) => (
                  <li key={topic}>{t(topic)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="cancellations" title={t('help.cancellations')}>
        <p>
          {sayRule(POLICY_MESSAGES.dependsOnOperator)} {sayRule(POLICY_MESSAGES.keptOnTicket)}{' '}
          {sayRule(REFUND_MESSAGES.operatorCancelled)}{' '}
          <staticPagesI18n.RichMessage id="help.termsLink" components={{ 0: <Link to="/terms" /> }} />
        </p>
        <p>{sayRule(POLICY_MESSAGES.siteTableIntro)}</p>
        <CancellationTable />
      </PageSection>

      <PageSection id="offices" title={t('help.offices')}>
        <ul className="static-grid static-grid--3">
          {OFFICES.map((office) => (
            <li key={office.city} className="static-card static-card--row help-office">
              <span className="static-card__icon" aria-hidden="true">
                <Building2 size={22} />
              </span>
              <h3 className="static-card__title">
                {cityName(office.city, locale)} <span className="help-office__kind">{t(office.name)}</span>
              </h3>
              <address className="help-office__address">
                <MapPin size={16} aria-hidden="true" />
                {/* a postal address, written as the post office reads it */}
                <span lang="en" translate="no">
                  {office.address}
                </span>
              </address>
              <p className="help-channel__when">
                <Clock size={16} aria-hidden="true" />{' '}
                {t('help.open', { from: format.time(office.hours[0]), to: format.time(office.hours[1]) })}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="operators" title={t('help.operators')}>
        <p>{t('help.operatorsText', { brand: COMPANY.brand })}</p>
        <Link className="jt-button jt-button--secondary help-operators__action" to={pageRoutes.partner.path}>
          {t('help.partner')}
        </Link>
      </PageSection>
    </StaticPage>
  );
}

export const HelpPage = withOwnWords(staticPagesI18n, HelpPageContent);
