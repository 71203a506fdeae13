import { SUPPORT_HOURS_VALUES } from '@jatra/shared';
import { BadgeCheck, Headset, IndianRupee, MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchI18n, type SearchMessageId } from '../i18n';

const REASONS = [
  { icon: <BadgeCheck size={24} />, title: 'why.verified.title', text: 'why.verified.text' },
  { icon: <IndianRupee size={24} />, title: 'why.fares.title', text: 'why.fares.text' },
  { icon: <Headset size={24} />, title: 'why.help.title', text: 'why.help.text' },
  { icon: <MapPinned size={24} />, title: 'why.rooted.title', text: 'why.rooted.text' },
] as const satisfies readonly { icon: ReactNode; title: SearchMessageId; text: SearchMessageId }[];

export function WhyChooseUs() {
  const { t } = useSearchI18n();
  return (
    <section className="home-band" aria-labelledby="home-why-title">
      <div className="jt-container home-section">
        <div className="home-section__head">
          <h2 id="home-why-title" className="home-section__title">
            {t('why.title')}
          </h2>
          <p className="home-section__lede">{t('why.lede')}</p>
        </div>
        <ul className="home-why">
          {REASONS.map((reason) => (
            <li key={reason.title} className="home-why__item">
              <span className="home-icon" aria-hidden="true">
                {reason.icon}
              </span>
              <h3 className="home-why__title">{t(reason.title)}</h3>
              <p className="home-why__text">{t(reason.text, SUPPORT_HOURS_VALUES)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
