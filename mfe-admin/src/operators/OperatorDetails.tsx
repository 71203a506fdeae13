import { policyBandCharge, policyBandWindow, type AdminOperator, sayRule } from '@jatra/shared';
import { Dialog, Facts } from '@jatra/shared/ui';
import { useId, type ReactNode } from 'react';
import { adminI18n, useAdminI18n } from '../i18n';
import { NOT_SENT, orDash } from '../parts';
import { yesNo } from './operator-text';

/** Only a web address is made a link: the provider's text never becomes a `javascript:` href. */
function Website({ url }: { url: string | null }) {
  if (!url) return <>{NOT_SENT}</>;
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const metadataText = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? NOT_SENT
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function Policy({ operator }: { operator: AdminOperator }) {
  if (operator.cancellation_bands.length === 0 && !operator.cancellation_policy) return <p>{NOT_SENT}</p>;
  return (
    <>
      {operator.cancellation_bands.length > 0 && (
        <ul className="operator-policy">
          {operator.cancellation_bands.map((band) => (
            <li key={`${band.fromHours}-${band.toHours}`}>
              <span>{sayRule(policyBandWindow(band))}</span>
              <strong>{sayRule(policyBandCharge(band))}</strong>
            </li>
          ))}
        </ul>
      )}
      {operator.cancellation_policy && (
        <p className="admin-muted">
          <adminI18n.RichMessage
            id="operators.policyAsSent"
            values={{ policy: operator.cancellation_policy }}
            components={{ 0: <code /> }}
          />
        </p>
      )}
    </>
  );
}

/** Everything we hold about one operator, in a dialog opened from its row. */
export function OperatorDetails({ operator, onClose }: { operator: AdminOperator | null; onClose: () => void }) {
  const { t } = useAdminI18n();
  const id = useId();
  const metadata = operator ? Object.entries(operator.metadata) : [];
  return (
    <Dialog
      open={operator !== null}
      onOpenChange={(open) => !open && onClose()}
      title={operator?.name ?? ''}
      description={operator ? t('operators.operatorId', { id: operator.id }) : undefined}
      size="wide"
    >
      {operator && (
        <div className="operator-details">
          <Facts className="operator-facts">
            <Fact term={t('operators.contactPerson')}>{orDash(operator.contact_person)}</Fact>
            <Fact term={t('operators.phone')}>
              {operator.contact_phone ? (
                <a href={`tel:${operator.contact_phone}`}>{operator.contact_phone}</a>
              ) : (
                NOT_SENT
              )}
            </Fact>
            <Fact term={t('operators.email')}>
              {operator.contact_email ? (
                <a href={`mailto:${operator.contact_email}`}>{operator.contact_email}</a>
              ) : (
                NOT_SENT
              )}
            </Fact>
            <Fact term={t('operators.website')}>
              <Website url={operator.website} />
            </Fact>
            <Fact term={t('operators.schedules')}>{orDash(operator.schedules_count)}</Fact>
            <Fact term={t('operators.commissionRate')}>
              {operator.commission_percent === null ? NOT_SENT : `${operator.commission_percent}%`}
            </Fact>
            <Fact term={t('operators.roundTrip')}>{t(yesNo(operator.round_trip))}</Fact>
            <Fact term={t('operators.cancellationAllowed')}>{t(yesNo(operator.cancellation_allowed))}</Fact>
            <Fact term={t('operators.cancellationTime')}>
              {operator.cancellation_time === null
                ? NOT_SENT
                : t('operators.upToHours', { hours: operator.cancellation_time })}
            </Fact>
          </Facts>
          <section className="operator-details__section" aria-labelledby={`${id}-policy`}>
            <h3 id={`${id}-policy`}>{t('operators.policy')}</h3>
            <Policy operator={operator} />
          </section>
          <section className="operator-details__section" aria-labelledby={`${id}-routes`}>
            <h3 id={`${id}-routes`}>{t('operators.popularRoutes')}</h3>
            {operator.popular_routes.length === 0 ? (
              <p>{NOT_SENT}</p>
            ) : (
              <ul className="operator-routes">
                {operator.popular_routes.map((route) => (
                  <li key={route}>{route}</li>
                ))}
              </ul>
            )}
          </section>
          <section className="operator-details__section" aria-labelledby={`${id}-metadata`}>
            <h3 id={`${id}-metadata`}>{t('operators.otherDetails')}</h3>
            {metadata.length === 0 ? (
              <p>{NOT_SENT}</p>
            ) : (
              <Facts className="operator-facts">
                {metadata.map(([key, value]) => (
                  <Fact key={key} term={key}>
                    {metadataText(value)}
                  </Fact>
                ))}
              </Facts>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
