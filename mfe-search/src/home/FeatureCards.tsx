import { POLICY_MESSAGES } from '@jatra/shared';
import { Armchair, CalendarCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Armchair size={24} />,
    title: 'Live seat maps',
    text: 'See the bus as it is right now, window or aisle, lower or upper berth, and pick the exact seat you want.',
  },
  {
    icon: <Wallet size={24} />,
    title: 'Pay your way',
    text: 'UPI, cards, net banking and wallets. Cash is welcome at select counters too.',
  },
  {
    icon: <CalendarCheck size={24} />,
    title: 'Cancellation charges up front',
    // operators set their own charges: nothing here may promise every bus cancels free
    text: `Plans change. ${POLICY_MESSAGES.dependsOnOperator} Choose Free cancellation to see the buses that charge nothing until near departure.`,
  },
];

export function FeatureCards() {
  return (
    <section className="jt-container home-section home-features" aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="jt-visually-hidden">
        Booking with Jatra
      </h2>
      <ul className="home-features__list">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="home-feature">
            <span className="home-icon" aria-hidden="true">
              {feature.icon}
            </span>
            <div>
              <h3 className="home-feature__title">{feature.title}</h3>
              <p className="home-feature__text">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
