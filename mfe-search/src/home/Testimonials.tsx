import { Star } from 'lucide-react';

const TESTIMONIALS = [
  {
    quote:
      'I booked my Jorhat to Guwahati sleeper on the way to the bus stand. The seat map showed exactly which lower berth I was getting.',
    name: 'Pranjal Bora',
    town: 'Jorhat',
    rating: 5,
  },
  {
    quote:
      'I travel with my mother to Guwahati every month. Booking for women and the clear boarding times make the trip stress-free.',
    name: 'Nandini Gogoi',
    town: 'Dibrugarh',
    rating: 5,
  },
  {
    quote:
      'Paid by UPI and had the ticket on my phone at once. When an operator cancelled a trip, the refund was back within a week.',
    name: 'Rituraj Das',
    town: 'Tezpur',
    rating: 5,
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <span className="home-stars" role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
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
  return (
    <section className="jt-container home-section" aria-labelledby="home-voices-title">
      <div className="home-section__head">
        <h2 id="home-voices-title" className="home-section__title">
          What travellers say
        </h2>
        <p className="home-section__lede">From people who ride with us across Assam.</p>
      </div>
      <ul className="home-voices">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="home-voice">
              <Stars rating={item.rating} />
              <blockquote className="home-voice__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="home-voice__who">
                <span className="home-voice__avatar" aria-hidden="true">
                  {initials(item.name)}
                </span>
                <span>
                  <span className="home-voice__name">{item.name}</span>
                  <span className="home-voice__town">{item.town}, Assam</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
