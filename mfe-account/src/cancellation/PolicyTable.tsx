import { policyRows, type CancellationPolicy, sayRule } from '@jatra/shared';
import { Card } from '@jatra/shared/ui';
import { useState } from 'react';
import { useAccountI18n } from '../i18n';

const HOUR = 3_600_000;

/**
 * The policy fixed on this ticket when it was sold, farthest window first, ending with the cutoff. The row the
 * server's charge came from is marked in words, not only by colour.
 */
export function PolicyTable({
  policy,
  departsAt,
  cancelPercent,
}: {
  policy: CancellationPolicy;
  /** ISO instant the bus leaves */
  departsAt: string;
  /** the percent the server's check charged, if known */
  cancelPercent: number | undefined;
}) {
  const { t } = useAccountI18n();
  const [now] = useState(() => Date.now());
  const hours = (Date.parse(departsAt) - now) / HOUR;
  const rows = policyRows(policy);
  const current = rows.find(
    (row) =>
      row.chargePercent === cancelPercent && hours > row.fromHours && (row.toHours === null || hours <= row.toHours),
  );
  return (
    <Card className="cancel-card">
      <div className="cancel-table-wrap">
        <table className="cancel-table">
          <caption>
            {t('cancel.policy')}
            <span className="cancel-table__source">
              {policy.source === 'operator' ? t('cancel.policyOperator') : t('cancel.policyStandard')}
            </span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('cancel.whenYouCancel')}</th>
              <th scope="col">{t('cancel.charge')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.fromHours}
                data-current={row === current || undefined}
                data-blocked={row.chargePercent === null || undefined}
              >
                <th scope="row">
                  {sayRule(row.window)}
                  {row === current && <span className="cancel-table__now">{t('cancel.appliesNow')}</span>}
                </th>
                <td>{sayRule(row.charge)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
