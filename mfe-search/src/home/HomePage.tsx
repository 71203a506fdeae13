import { Card } from '@jatra/shared/ui';
import { useState } from 'react';
import { RoutePicker, type RouteSelection } from '../route-picker/RoutePicker';
import './home.css';

export function HomePage() {
  const [route, setRoute] = useState<RouteSelection>({ from: null, to: null });
  return (
    <main className="home" data-remote="search">
      <section className="home__hero" aria-labelledby="home-headline">
        <div className="jt-container home__hero-inner">
          <p className="home__eyebrow">Buses across Assam and the North East</p>
          <h1 id="home-headline" className="home__headline">
            Your seat home, booked in a minute
          </h1>
          <p className="home__lede">Compare operators, pick the exact seat you want and pay the way you like.</p>
        </div>
      </section>
      <div className="jt-container home__search">
        <Card raised aria-label="Search buses">
          <form
            className="home__form"
            role="search"
            aria-label="Search buses"
            onSubmit={(event) => event.preventDefault()}
          >
            <RoutePicker value={route} onChange={setRoute} />
          </form>
        </Card>
      </div>
    </main>
  );
}
