import { COMPANY } from '@jatra/shared';
import { Compass, Flag, Route } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useShellI18n, withOwnWords } from '../i18n';
import { PageSection, StaticPage, SupportEmailLink } from './StaticPage';
import { staticPagesI18n, useStaticPagesI18n, type StaticPagesMessageId } from './i18n/static-pages-i18n';

const STORY = [
  { title: 'about.story.fleet', text: 'about.story.fleetText' },
  { title: 'about.story.partners', text: 'about.story.partnersText' },
  { title: 'about.story.network', text: 'about.story.networkText' },
] as const satisfies readonly { title: StaticPagesMessageId; text: StaticPagesMessageId }[];

function AboutPageContent() {
  const { t } = useStaticPagesI18n();
  // the company's GSTIN is named as the footer names it
  const { t: shellT } = useShellI18n();
  return (
    <StaticPage
      page="about"
      title={t('about.title')}
      documentTitle={t('about.documentTitle')}
      eyebrow={t('about.eyebrow')}
      lede={t('about.lede')}
    >
      <div className="static-grid static-grid--2">
        <section className="static-section static-card" aria-labelledby="mission-title">
          <div className="static-card__head">
            <span className="static-card__icon" aria-hidden="true">
              <Flag size={22} />
            </span>
            <h2 id="mission-title" className="static-section__title">
              {t('about.mission')}
            </h2>
          </div>
          <p>{t('about.missionText')}</p>
        </section>
        <section className="static-section static-card" aria-labelledby="vision-title">
          <div className="static-card__head">
            <span className="static-card__icon" aria-hidden="true">
              <Compass size={22} />
            </span>
            <h2 id="vision-title" className="static-section__title">
              {t('about.vision')}
            </h2>
          </div>
          <p>{t('about.visionText')}</p>
        </section>
      </div>

      <PageSection id="story" title={t('about.ourStory')}>
        <ol className="static-timeline">
          {STORY.map((step, index) => (
            <li key={step.title} className="static-timeline__step">
              <span className="static-timeline__marker" aria-hidden="true">
                {index === STORY.length - 1 ? <Route size={18} /> : index + 1}
              </span>
              <div>
                <h3 className="static-timeline__title">{t(step.title)}</h3>
                <p>{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="company" title={t('about.company')}>
        <dl className="static-facts">
          <div>
            <dt>{t('about.registeredName')}</dt>
            <dd>{COMPANY.name}</dd>
          </div>
          <div>
            <dt>{shellT('footer.gstin')}</dt>
            <dd>{COMPANY.gstin}</dd>
          </div>
          <div>
            <dt>{t('help.headOffice')}</dt>
            <dd lang="en" translate="no">
              {COMPANY.address}
            </dd>
          </div>
        </dl>
        <p>
          <staticPagesI18n.RichMessage
            id="about.questions"
            components={{ 0: <Link to="/help" />, 1: <SupportEmailLink /> }}
          />
        </p>
      </PageSection>
    </StaticPage>
  );
}

export const AboutPage = withOwnWords(staticPagesI18n, AboutPageContent);
