import {
  REFUND_TIMELINE,
  cancellationSummary,
  freeCancellationHours,
  policyRows,
  type CancellationPolicy as Policy,
  sayRule,
} from '@jatra/shared';
import { Table } from '@jatra/shared/ui';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useBookingI18n } from '../i18n';
import './cancellation-policy.css';

export interface CancellationPolicyProps {
  /** the policy to show: the schedule's before booking, the booking's own once it is made */
  policy: Policy;
  /** the operator's name, for the caption of an operator's policy */
  operator: string;
  /** open at first (where there is room); the traveller can open and close it either way */
  defaultOpen: boolean;
  /** drawn before the title, e.g. the section icon of the page */
  icon?: ReactNode;
  className?: string;
}

/**
 * The cancellation charges a booking is sold under, as a table behind a disclosure whose summary says in one line
 * whether cancelling is free until some hours before departure: one row per window, farthest from departure first,
 * then the cutoff; what the charge is taken from, and when refunds arrive.
 */
export function CancellationPolicy({ policy, operator, defaultOpen, icon, className }: CancellationPolicyProps) {
  const noteId = useId();
  const [open, setOpen] = useState(defaultOpen);
  // the room may change (a window resized, a phone turned): follow it, as the traveller would expect
  const [openedFor, setOpenedFor] = useState(defaultOpen);
  if (openedFor !== defaultOpen) {
    setOpenedFor(defaultOpen);
    setOpen(defaultOpen);
  }
  const { t } = useBookingI18n();
  // 'Cancellation policy of Assam Valley Travels', or the site's own
  const title =
    policy.source === 'site'
      ? t('policy.siteTitle')
      : operator.trim()
        ? t('policy.operatorTitle', { operator: operator.trim() })
        : t('policy.anyOperatorTitle');
  return (
    <details
      className={['bk-policy', className].filter(Boolean).join(' ')}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="bk-policy__summary">
        {icon && <span className="bk-policy__icon">{icon}</span>}
        <span className="bk-policy__title">{title}</span>
        {/* the same line the bus's card showed in the results, so the two cannot be read differently */}
        <span
          className={
            freeCancellationHours(policy) === null ? 'bk-policy__gist' : 'bk-policy__gist bk-policy__gist--free'
          }
        >
          {sayRule(cancellationSummary(policy))}
        </span>
        <ChevronDown className="bk-policy__chevron" size={20} aria-hidden="true" />
      </summary>
      <div className="bk-policy__body">
        <Table ruled className="bk-policy__table" aria-describedby={noteId}>
          <caption className="jt-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('policy.when')}</th>
              <th scope="col">{t('policy.charge')}</th>
            </tr>
          </thead>
          <tbody>
            {policyRows(policy).map((row) => (
              <tr key={row.fromHours} className={row.chargePercent === null ? 'bk-policy__cutoff' : undefined}>
                <th scope="row">{sayRule(row.window)}</th>
                <td>{sayRule(row.charge)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="bk-policy__note" id={noteId}>
          {/* what a charge is taken from and what comes back (quoteCancellation in @jatra/shared) */}
          {t('policy.note')}
        </p>
        <p className="bk-policy__note">{sayRule(REFUND_TIMELINE)}</p>
      </div>
    </details>
  );
}
