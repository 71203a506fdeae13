import { CANCELLATION_BANDS, POLICY_MESSAGES, sayRule } from '@jatra/shared';
import { useStaticPagesI18n } from './i18n/static-pages-i18n';

/**
 * Jatra's own cancellation charges, drawn from the one definition in @jatra/shared: what a bus whose operator
 * sets none is sold under. Every other bus shows its operator's before paying, so this table is never the rule.
 * The rows' words are the rule's own (@jatra/shared), in English until that module speaks the visitor's language.
 */
export function CancellationTable({ caption = sayRule(POLICY_MESSAGES.siteTableCaption) }: { caption?: string }) {
  const { t } = useStaticPagesI18n();
  return (
    <div className="static-table-wrap">
      <table className="static-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cancellationTable.when')}</th>
            <th scope="col">{t('cancellationTable.charge')}</th>
          </tr>
        </thead>
        <tbody>
          {CANCELLATION_BANDS.map((band) => (
            <tr key={band.afterHours} data-allowed={band.chargePercent !== null}>
              <th scope="row">{sayRule(band.window)}</th>
              <td>{sayRule(band.charge)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
