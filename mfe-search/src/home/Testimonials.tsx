import { cityName } from '@jatra/shared/i18n';
import { Star } from 'lucide-react';
import { useSearchI18n, type SearchMessageId } from '../i18n';

const TESTIMONIALS = [
  {
    quote: 'voices.pranjal',
    name: 'Pranjal Bora',
    town: 'Jorhat',
    rating: 5,
  },
  {
    quote: 'voices.nandini',
    name: 'Nandini Gogoi',
    town: 'Dibrugarh',
    rating: 5,
  },
  {
    quote: 'voices.rituraj',
    name: 'Rituraj Das',
    town: 'Tezpur',
    rating: 5,
  },
] as const satisfies readonly { quote: SearchMessageId; name: string; town: string; rating: number }[];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const { t } = useSearchI18n();
  return (
    <span className="home-stars" role="img" aria-label={t('voices.rating', { rating, outOf })}>
      {Array.from({ length: outOf }, (_, index) => (
        <Star
          key={index}
          size={18}
          aria-hidden="true"
          className={index < rating ? 'home-stars__star home-stars__star--on' : 'home-stars__star'}
        />
      ))}
    </span>
  );
}

export function Testimonials() {
  const { t, locale } = useSearchI18n();
  return (
    <section className="jt-container home-section" aria-labelledby="home-voices-title">
      <div className="home-section__head">
        <h2 id="home-voices-title" className="home-section__title">
          {t('voices.title')}
        </h2>
        <p className="home-section__lede">{t('voices.lede')}</p>
      </div>
      <ul className="home-voices">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="home-voice">
              <Stars rating={item.rating} />
              <blockquote className="home-voice__quote">
                <p>{t(item.quote)}</p>
              </blockquote>
              <figcaption className="home-voice__who">
                {/* a person's name is the same in every language (translate="no": neither a browser's translator
                    nor the no-English check touches it) */}
                <span className="home-voice__avatar" aria-hidden="true" translate="no">
                  {initials(item.name)}
                </span>
                <span>
                  <span className="home-voice__name" translate="no">
                    {item.name}
                  </span>
                  <span className="home-voice__town">{t('voices.town', { town: cityName(item.town, locale) })}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
