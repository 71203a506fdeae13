import { pageRoutes } from '@jatra/shared';
import { Button, Card, Skeleton, useHost } from '@jatra/shared/ui';
import { ClipboardList, LogIn, ShieldCheck, Ticket, type LucideIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { QueryFailed } from '../QueryFailed';
import { PartnerForm } from './PartnerForm';
import { PartnerStatus } from './PartnerStatus';
import { useMyApplication } from './use-partner';
import { useAccountI18n, type AccountMessageId } from '../i18n';
import './partner.css';

const BENEFITS = [
  {
    icon: Ticket,
    title: 'partner.benefitSeats',
    text: 'partner.benefitSeatsText',
  },
  {
    icon: ClipboardList,
    title: 'partner.benefitBookings',
    text: 'partner.benefitBookingsText',
  },
  {
    icon: ShieldCheck,
    title: 'partner.benefitTickets',
    text: 'partner.benefitTicketsText',
  },
] as const satisfies readonly { icon: LucideIcon; title: AccountMessageId; text: AccountMessageId }[];

const STEPS = [
  'partner.step1',
  'partner.step2',
  'partner.step3',
  'partner.step4',
] as const satisfies readonly AccountMessageId[];

function SignInToApply() {
  const { t } = useAccountI18n();
  const host = useHost();
  const headingId = useId();
  return (
    <Card className="partner-card" aria-labelledby={headingId}>
      <h2 className="partner-card__title" id={headingId}>
        {t('partner.applyTitle')}
      </h2>
      <p className="partner-card__text">{t('partner.applyText')}</p>
      <Button onClick={() => host.navigate(pageRoutes.auth.link({ redirect: pageRoutes.partner.path }))}>
        <LogIn size={18} aria-hidden="true" />
        {t('partner.signInToApply')}
      </Button>
    </Card>
  );
}

function ApplicationSkeleton() {
  const { t } = useAccountI18n();
  return (
    <Card className="partner-card" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('partner.loading')}</span>
      <Skeleton width="50%" height={24} />
      {[0, 1, 2, 3, 4].map((field) => (
        <Skeleton key={field} height={44} />
      ))}
    </Card>
  );
}

/** Signed out: sign in first. Signed in: the form, or where the application stands. */
function Application() {
  const { t } = useAccountI18n();
  const host = useHost();
  const application = useMyApplication();
  if (!host.user) return <SignInToApply />;
  if (application.isPending) return <ApplicationSkeleton />;
  if (application.isError) return <QueryFailed title={t('partner.loadFailed')} query={application} />;
  return application.data ? <PartnerStatus application={application.data} /> : <PartnerForm />;
}

/** `/partner`: what partnering with Jatra means, and the bus operator's application (the API decides who may). */
export function PartnerPage() {
  const { t } = useAccountI18n();
  const documentTitle = t('partner.documentTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);
  return (
    <main className="jt-container partner-page" data-remote="account">
      <header className="partner-page__head">
        <p className="partner-page__eyebrow">{t('partner.eyebrow')}</p>
        <h1 className="partner-page__title">{t('partner.title')}</h1>
        <p className="partner-page__lede">{t('partner.lede')}</p>
      </header>
      <div className="partner-page__layout">
        <div className="partner-page__about">
          <section aria-labelledby="partner-benefits">
            <h2 className="partner-page__section-title" id="partner-benefits">
              {t('partner.whatItMeans')}
            </h2>
            <ul className="partner-benefits">
              {BENEFITS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="partner-benefit">
                  <span className="partner-benefit__icon" aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <div>
                    <h3 className="partner-benefit__title">{t(title)}</h3>
                    <p className="partner-benefit__text">{t(text)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="partner-steps">
            <h2 className="partner-page__section-title" id="partner-steps">
              {t('partner.howItWorks')}
            </h2>
            <ol className="partner-steps">
              {STEPS.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </section>
        </div>
        <div className="partner-page__action">
          <Application />
        </div>
      </div>
    </main>
  );
}
