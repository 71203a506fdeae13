import { CANCELLATION_BANDS, POLICY_MESSAGES } from '@jatra/shared';

/**
 * Jatra's own cancellation charges, drawn from the one definition in @jatra/shared: what a bus whose operator
 * sets none is sold under. Every other bus shows its operator's before paying, so this table is never the rule.
 */
export function CancellationTable({ caption = POLICY_MESSAGES.siteTableCaption }: { caption?: string }) {
  return (
    <div className="static-table-wrap">
      <table className="static-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When you cancel</th>
            <th scope="col">Cancellation charge</th>
          </tr>
        </thead>
        <tbody>
          {CANCELLATION_BANDS.map((band) => (
            <tr key={band.window} data-allowed={band.chargePercent !== null}>
              <th scope="row">{band.window}</th>
              <td>{band.charge}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
