import { COMPANY } from '@jatra/shared';
import { Link } from 'react-router-dom';
import { PageSection, StaticPage, SupportEmailLink } from './StaticPage';
import { staticPagesI18n, useStaticPagesI18n, type StaticPagesMessageId } from './i18n/static-pages-i18n';
import { withOwnWords } from '../i18n';

const COLLECTED = [
  { title: 'privacy.account', what: 'privacy.accountWhat', why: 'privacy.accountWhy' },
  { title: 'privacy.booking', what: 'privacy.bookingWhat', why: 'privacy.bookingWhy' },
  { title: 'privacy.payment', what: 'privacy.paymentWhat', why: 'privacy.paymentWhy' },
  { title: 'privacy.device', what: 'privacy.deviceWhat', why: 'privacy.deviceWhy' },
] as const satisfies readonly { title: StaticPagesMessageId; what: StaticPagesMessageId; why: StaticPagesMessageId }[];

function PrivacyPageContent() {
  const { t } = useStaticPagesI18n();
  return (
    <StaticPage
      page="privacy"
      title={t('privacy.title')}
      documentTitle={t('privacy.documentTitle')}
      eyebrow={t('static.legal')}
      lede={t('privacy.lede', { company: COMPANY.name })}
      meta={t('static.lastUpdated')}
    >
      <div className="static-prose">
        <PageSection id="collect" title={t('privacy.collect')}>
          <ul className="privacy-data">
            {COLLECTED.map((item) => (
              <li key={item.title} className="privacy-data__item">
                <h3 className="privacy-data__title">{t(item.title)}</h3>
                <dl>
                  <dt>{t('privacy.what')}</dt>
                  <dd>{t(item.what)}</dd>
                  <dt>{t('privacy.why')}</dt>
                  <dd>{t(item.why)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="share" title={t('privacy.share')}>
          <p>{t('privacy.shareText')}</p>
        </PageSection>

        <PageSection id="retention" title={t('privacy.retention')}>
          <ul>
            <li>
              <staticPagesI18n.RichMessage id="privacy.retentionAccount" components={{ 0: <strong /> }} />
            </li>
            <li>
              <staticPagesI18n.RichMessage id="privacy.retentionBookings" components={{ 0: <strong /> }} />
            </li>
          </ul>
        </PageSection>

        <PageSection id="rights" title={t('privacy.rights')}>
          <p>
            <staticPagesI18n.RichMessage id="privacy.rightsText" components={{ 0: <SupportEmailLink /> }} />
          </p>
        </PageSection>

        <PageSection id="security" title={t('privacy.security')}>
          <p>{t('privacy.securityText')}</p>
        </PageSection>

        <PageSection id="contact" title={t('terms.contact')}>
          <p>
            <staticPagesI18n.RichMessage
              id="privacy.contactText"
              values={{ company: COMPANY.name, address: COMPANY.address }}
              components={{ 0: <SupportEmailLink />, 1: <Link to="/terms" /> }}
            />
          </p>
        </PageSection>
      </div>
    </StaticPage>
  );
}

export const PrivacyPage = withOwnWords(staticPagesI18n, PrivacyPageContent);
