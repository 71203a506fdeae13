import { todayInIndia } from '@jatra/shared';
import { Card } from '@jatra/shared/ui';
import { useState } from 'react';
import { useSearchI18n } from '../i18n';
import { RecentSearches } from '../recent-searches';
import { SearchForm, type SearchFormValues } from '../search-form';
import { FeatureCards } from './FeatureCards';
import { PopularRoutes } from './PopularRoutes';
import { Testimonials } from './Testimonials';
import { WhyChooseUs } from './WhyChooseUs';
import './home.css';

function HeroHills() {
  // a quiet nod to the tea-garden hills and the Brahmaputra; decoration only
  return (
    <svg className="home__hills" viewBox="0 0 1440 160" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path
        d="M0 110 C 180 60 320 70 480 96 S 800 140 980 92 S 1280 40 1440 84 V160 H0 Z"
        fill="rgb(255 255 255 / 0.06)"
      />
      <path
        d="M0 130 C 220 100 420 118 640 128 S 1040 104 1240 116 S 1380 126 1440 120 V160 H0 Z"
        fill="rgb(255 255 255 / 0.08)"
      />
      <path
        d="M0 146 C 360 134 720 152 1080 140 S 1380 142 1440 144"
        fill="none"
        stroke="rgb(255 255 255 / 0.18)"
        strokeWidth="2"
      />
    </svg>
  );
}

function HeroRoute() {
  // a route across the valley, stop to stop; decoration only, shown on wide screens
  return (
    <svg className="home__route-art" viewBox="0 0 420 220" aria-hidden="true" focusable="false">
      <path
        d="M20 178 C 90 170 110 110 170 112 S 250 160 300 118 S 360 40 400 36"
        fill="none"
        stroke="rgb(255 255 255 / 0.55)"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <path
        d="M0 204 C 70 196 120 212 200 204 S 330 192 420 200"
        fill="none"
        stroke="rgb(255 255 255 / 0.2)"
        strokeWidth="2"
      />
      {[
        [20, 178],
        [170, 112],
        [300, 118],
        [400, 36],
      ].map(([cx, cy], index) => (
        <g key={index}>
          <circle cx={cx} cy={cy} r="13" fill="rgb(255 255 255 / 0.12)" />
          <circle
            cx={cx}
            cy={cy}
            r="6"
            fill={index === 3 ? 'var(--color-accent)' : '#fff'}
            stroke="#fff"
            strokeWidth="2"
          />
        </g>
      ))}
    </svg>
  );
}

export function HomePage() {
  const { t } = useSearchI18n();
  const [initial] = useState<SearchFormValues>(() => ({
    from: null,
    to: null,
    date: todayInIndia(),
    womenBooking: false,
  }));
  return (
    <main className="home" data-remote="search">
      <section className="home__hero" aria-labelledby="home-headline">
        <HeroHills />
        <div className="jt-container home__hero-inner">
          <p className="home__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-headline" className="home__headline">
            {t('home.headline')}
          </h1>
          <p className="home__lede">{t('home.lede')}</p>
          <HeroRoute />
        </div>
      </section>
      <div className="jt-container home__search">
        <Card raised>
          <SearchForm initial={initial} variant="hero" />
        </Card>
      </div>
      <RecentSearches />
      <FeatureCards />
      <PopularRoutes />
      <WhyChooseUs />
      <Testimonials />
    </main>
  );
}
