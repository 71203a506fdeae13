import { POLICY_MESSAGES, sayRule } from '@jatra/shared';
import { Armchair, CalendarCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchI18n, type SearchMessageId } from '../i18n';

const FEATURES = [
  { icon: <Armchair size={24} />, title: 'features.seatMaps.title', text: 'features.seatMaps.text' },
  { icon: <Wallet size={24} />, title: 'features.pay.title', text: 'features.pay.text' },
  // operators set their own charges: nothing here may promise every bus cancels free
  { icon: <CalendarCheck size={24} />, title: 'features.cancel.title', text: 'features.cancel.text' },
] as const satisfies readonly { icon: ReactNode; title: SearchMessageId; text: SearchMessageId }[];

export function FeatureCards() {
  const { t } = useSearchI18n();
  return (
    <section className="jt-container home-section home-features" aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="jt-visually-hidden">
        {t('features.title')}
      </h2>
      <ul className="home-features__list">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="home-feature">
            <span className="home-icon" aria-hidden="true">
              {feature.icon}
            </span>
            <div>
              <h3 className="home-feature__title">{t(feature.title)}</h3>
              <p className="home-feature__text">
                {t(feature.text, { policy: sayRule(POLICY_MESSAGES.dependsOnOperator) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
