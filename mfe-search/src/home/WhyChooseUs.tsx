import { SUPPORT_HOURS } from '@jatra/shared';
import { BadgeCheck, Headset, IndianRupee, MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';

const REASONS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <BadgeCheck size={24} />,
    title: 'Verified operators',
    text: 'Every bus on Jatra comes from an operator we have checked and work with directly.',
  },
  {
    icon: <IndianRupee size={24} />,
    title: 'Clear fares',
    text: 'Fares in rupees, shown up front, with the cancellation charges set out before you book.',
  },
  {
    icon: <Headset size={24} />,
    title: 'Help, day and night',
    text: `Call us any hour, e-mail for an answer within 2 hours, or chat with us from ${SUPPORT_HOURS.label}.`,
  },
  {
    icon: <MapPinned size={24} />,
    title: 'Rooted in Assam',
    text: 'We began with five buses and know these roads, towns and festival rushes first hand.',
  },
];

export function WhyChooseUs() {
  return (
    <section className="home-band" aria-labelledby="home-why-title">
      <div className="jt-container home-section">
        <div className="home-section__head">
          <h2 id="home-why-title" className="home-section__title">
            Why choose us
          </h2>
          <p className="home-section__lede">A calm way to get where you are going.</p>
        </div>
        <ul className="home-why">
          {REASONS.map((reason) => (
            <li key={reason.title} className="home-why__item">
              <span className="home-icon" aria-hidden="true">
                {reason.icon}
              </span>
              <h3 className="home-why__title">{reason.title}</h3>
              <p className="home-why__text">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
