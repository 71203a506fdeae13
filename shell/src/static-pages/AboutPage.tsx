import { COMPANY } from '@jatra/shared';
import { Compass, Flag, Route } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageSection, StaticPage, SupportEmailLink } from './StaticPage';

const STORY = [
  {
    title: 'Five buses',
    text: 'Jatra began with a small fleet of 5 buses on the Jorhat to Guwahati road, run by people who grew up taking it.',
  },
  {
    title: 'Partner operators',
    text: 'Travellers asked for more routes, so we opened our booking to trusted local operators and held them to our standards.',
  },
  {
    title: 'A regional network',
    text: 'Today Jatra connects Guwahati, Jorhat, Dibrugarh, Silchar, Tezpur and the towns between them, with more routes each season.',
  },
];

export function AboutPage() {
  return (
    <StaticPage
      page="about"
      title="About Jatra"
      documentTitle="About · Jatra"
      eyebrow="Our company"
      lede="We sell bus tickets across Assam and the North East, so that getting home, to college or to a wedding is one calm booking away."
    >
      <div className="static-grid static-grid--2">
        <section className="static-section static-card" aria-labelledby="mission-title">
          <div className="static-card__head">
            <span className="static-card__icon" aria-hidden="true">
              <Flag size={22} />
            </span>
            <h2 id="mission-title" className="static-section__title">
              Our mission
            </h2>
          </div>
          <p>
            To make every bus journey in Assam simple to book, fair to pay for and comfortable to take, with clear
            fares, real seat maps and help that answers.
          </p>
        </section>
        <section className="static-section static-card" aria-labelledby="vision-title">
          <div className="static-card__head">
            <span className="static-card__icon" aria-hidden="true">
              <Compass size={22} />
            </span>
            <h2 id="vision-title" className="static-section__title">
              Our vision
            </h2>
          </div>
          <p>
            A connected North East, where any town is a safe and dependable bus ride away, booked in a minute from any
            phone.
          </p>
        </section>
      </div>

      <PageSection id="story" title="Our story">
        <ol className="static-timeline">
          {STORY.map((step, index) => (
            <li key={step.title} className="static-timeline__step">
              <span className="static-timeline__marker" aria-hidden="true">
                {index === STORY.length - 1 ? <Route size={18} /> : index + 1}
              </span>
              <div>
                <h3 className="static-timeline__title">{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="company" title="The company">
        <dl className="static-facts">
          <div>
            <dt>Registered name</dt>
            <dd>{COMPANY.name}</dd>
          </div>
          <div>
            <dt>GSTIN</dt>
            <dd>{COMPANY.gstin}</dd>
          </div>
          <div>
            <dt>Head office</dt>
            <dd>{COMPANY.address}</dd>
          </div>
        </dl>
        <p>
          Questions or ideas? Visit <Link to="/help">Help and support</Link> or write to <SupportEmailLink />.
        </p>
      </PageSection>
    </StaticPage>
  );
}
