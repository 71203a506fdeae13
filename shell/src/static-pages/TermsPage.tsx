import {
  COMPANY,
  POLICY_MESSAGES,
  REFUND_MESSAGES,
  RESCHEDULE_MESSAGES,
  TRIP_CHANGE_MESSAGES,
  sayRule,
} from '@jatra/shared';
import { Link } from 'react-router-dom';
import { CancellationTable } from './CancellationTable';
import { PageSection, StaticPage, SupportEmailLink } from './StaticPage';
import { staticPagesI18n, useStaticPagesI18n, type StaticPagesMessageId } from './i18n/static-pages-i18n';
import { withOwnWords } from '../i18n';

const SECTIONS = [
  { id: 'using', title: 'terms.using' },
  { id: 'bookings', title: 'terms.bookings' },
  { id: 'payments', title: 'terms.payments' },
  { id: 'cancellation', title: 'terms.cancellation' },
  { id: 'travel', title: 'terms.travel' },
  { id: 'liability', title: 'terms.liability' },
  { id: 'disputes', title: 'terms.disputes' },
  { id: 'contact', title: 'terms.contact' },
] as const satisfies readonly { id: string; title: StaticPagesMessageId }[];

type SectionId = (typeof SECTIONS)[number]['id'];

function TermsPageContent() {
  const { t } = useStaticPagesI18n();
  const titleOf = (id: SectionId) => t(SECTIONS.find((section) => section.id === id)!.title);
  return (
    <StaticPage
      page="terms"
      title={t('terms.title')}
      documentTitle={t('terms.documentTitle')}
      eyebrow={t('static.legal')}
      lede={t('terms.lede', { company: COMPANY.name })}
      meta={t('static.lastUpdated')}
    >
      <nav className="static-toc" aria-label={t('static.onThisPage')}>
        <p className="static-toc__title">{t('static.onThisPage')}</p>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="static-prose">
        <PageSection id="using" title={titleOf('using')}>
          <p>{t('terms.usingText')}</p>
        </PageSection>

        <PageSection id="bookings" title={titleOf('bookings')}>
          <p>{t('terms.bookingsText')}</p>
        </PageSection>

        <PageSection id="payments" title={titleOf('payments')}>
          <p>{t('terms.paymentsText')}</p>
        </PageSection>

        <PageSection id="cancellation" title={titleOf('cancellation')}>
          <p>
            {t('terms.cancelIntro')} {sayRule(POLICY_MESSAGES.dependsOnOperator)} {t('terms.cancelCharge')}{' '}
            {sayRule(POLICY_MESSAGES.keptOnTicket)}
          </p>
          <p>{sayRule(POLICY_MESSAGES.siteTableIntro)}</p>
          <CancellationTable />
          <p>{sayRule(REFUND_MESSAGES.operatorCancelled)}</p>
          <p>{sayRule(TRIP_CHANGE_MESSAGES.terms)}</p>
          <p>{sayRule(RESCHEDULE_MESSAGES.terms)}</p>
        </PageSection>

        <PageSection id="travel" title={titleOf('travel')}>
          <ul>
            <li>{t('terms.arrive')}</li>
            <li>{t('terms.luggage')}</li>
            <li>{t('terms.carryTicket')}</li>
          </ul>
        </PageSection>

        <PageSection id="liability" title={titleOf('liability')}>
          <p>{t('terms.liabilityText')}</p>
        </PageSection>

        <PageSection id="disputes" title={titleOf('disputes')}>
          <p>{t('terms.disputesText')}</p>
        </PageSection>

        <PageSection id="contact" title={titleOf('contact')}>
          <p>
            <staticPagesI18n.RichMessage
              id="terms.contactText"
              components={{ 0: <SupportEmailLink />, 1: <Link to="/help" />, 2: <Link to="/privacy" /> }}
            />
          </p>
        </PageSection>
      </div>
    </StaticPage>
  );
}

export const TermsPage = withOwnWords(staticPagesI18n, TermsPageContent);
