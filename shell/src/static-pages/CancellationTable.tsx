import { CANCELLATION_BANDS } from '@jatra/shared';

/** The cancellation charge schedule, drawn from the one definition in @jatra/shared. */
export function CancellationTable({ caption = 'Cancellation charges' }: { caption?: string }) {
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
