import { pageRoutes } from '@jatra/shared';
import { Button, Card, Skeleton, useHost } from '@jatra/shared/ui';
import { ClipboardList, LogIn, ShieldCheck, Ticket } from 'lucide-react';
import { useEffect, useId } from 'react';
import { QueryFailed } from '../QueryFailed';
import { PartnerForm } from './PartnerForm';
import { PartnerStatus } from './PartnerStatus';
import { useMyApplication } from './use-partner';
import './partner.css';

const BENEFITS = [
  {
    icon: Ticket,
    title: 'Your seats on sale online',
    text: 'Travellers find your buses by route and date, choose seats on your seat map and pay by UPI, card, net banking or wallet.',
  },
  {
    icon: ClipboardList,
    title: 'Every booking in one place',
    text: 'Your dashboard lists each departure with its bookings, and prints the passenger list for your crew.',
  },
  {
    icon: ShieldCheck,
    title: 'Tickets and refunds taken care of',
    text: 'Travellers get their e-ticket by e-mail, and cancellations follow your own cancellation policy.',
  },
];

const STEPS = [
  'Sign in to Jatra with your e-mail or phone',
  'Tell us about your company',
  'We review your application and e-mail you the answer',
  'Once approved, sign in to reach your partner dashboard',
];

const LOAD_FAILED = 'We could not load your application';

function SignInToApply() {
  const host = useHost();
  const headingId = useId();
  return (
    <Card className="partner-card" aria-labelledby={headingId}>
      <h2 className="partner-card__title" id={headingId}>
        Apply in a few minutes
      </h2>
      <p className="partner-card__text">
        Sign in, or create a free account, with your e-mail or phone. The application form opens right after.
      </p>
      <Button onClick={() => host.navigate(pageRoutes.auth.link({ redirect: pageRoutes.partner.path }))}>
        <LogIn size={18} aria-hidden="true" />
        Sign in to apply
      </Button>
    </Card>
  );
}

function ApplicationSkeleton() {
  return (
    <Card className="partner-card" role="status" aria-live="polite">
      <span className="jt-visually-hidden">Loading your application</span>
      <Skeleton width="50%" height={24} />
      {[0, 1, 2, 3, 4].map((field) => (
        <Skeleton key={field} height={44} />
      ))}
    </Card>
  );
}

/** Signed out: sign in first. Signed in: the form, or where the application stands. */
function Application() {
  const host = useHost();
  const application = useMyApplication();
  if (!host.user) return <SignInToApply />;
  if (application.isPending) return <ApplicationSkeleton />;
  if (application.isError) return <QueryFailed title={LOAD_FAILED} query={application} />;
  return application.data ? <PartnerStatus application={application.data} /> : <PartnerForm />;
}

/** `/partner`: what partnering with Jatra means, and the bus operator's application (the API decides who may). */
export function PartnerPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = 'Become a Jatra partner · Jatra';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <main className="jt-container partner-page" data-remote="account">
      <header className="partner-page__head">
        <p className="partner-page__eyebrow">For bus operators</p>
        <h1 className="partner-page__title">Become a Jatra partner</h1>
        <p className="partner-page__lede">
          Sell your bus seats to travellers across Assam and the North East, and follow every booking of your departures
          online.
        </p>
      </header>
      <div className="partner-page__layout">
        <div className="partner-page__about">
          <section aria-labelledby="partner-benefits">
            <h2 className="partner-page__section-title" id="partner-benefits">
              What partnering means
            </h2>
            <ul className="partner-benefits">
              {BENEFITS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="partner-benefit">
                  <span className="partner-benefit__icon" aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <div>
                    <h3 className="partner-benefit__title">{title}</h3>
                    <p className="partner-benefit__text">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="partner-steps">
            <h2 className="partner-page__section-title" id="partner-steps">
              How it works
            </h2>
            <ol className="partner-steps">
              {STEPS.map((step) => (
                <li key={step}>{step}</li>
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
