import {
  journeyBoarding,
  pageRoutes,
  TRIP_CHANGE_MESSAGES,
  vendorManifestParamsSchema,
  type VendorManifest,
  sayRule,
} from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Button, Card, EmptyState, Facts, Skeleton } from '@jatra/shared/ui';
import { ArrowLeft, BusFront, MapPinOff, Printer, UserX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { QueryFailed } from '../QueryFailed';
import { useManifest } from './use-vendor';
import { JourneyTime } from '../ticket';
import { GENDER_LABELS, isCancelledByOperator, isNotFound, useVendorText } from './vendor-text';

function BackLink() {
  const { t } = useVendorText();
  return (
    <Link className="jt-button jt-button--ghost vendor-back vendor-no-print" to={pageRoutes.vendor.link()}>
      <ArrowLeft size={18} aria-hidden="true" />
      {t('vendor.backToDashboard')}
    </Link>
  );
}

function ManifestSkeleton() {
  const { t } = useVendorText();
  return (
    <div className="vendor-stack" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('vendor.manifestLoading')}</span>
      <Card className="vendor-card">
        <Skeleton width="50%" height={28} />
        <div className="vendor-facts">
          {[0, 1, 2, 3].map((fact) => (
            <Skeleton key={fact} height={40} />
          ))}
        </div>
      </Card>
      <Card className="vendor-card">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={32} />
        ))}
      </Card>
    </div>
  );
}

/** Seats in the order they sit: 'L2' before 'L10'. */
const bySeat = (a: { seat_number: string }, b: { seat_number: string }) =>
  a.seat_number.localeCompare(b.seat_number, 'en', { numeric: true });

function Manifest({ manifest }: { manifest: VendorManifest }) {
  const headingId = useId();
  const { t, format, locale, departureWhen, routeWords } = useVendorText();
  const { departure } = manifest;
  const passengers = [...manifest.passengers].sort(bySeat);
  const clock = { travelDate: departure.travel_date, departure: departure.departure_time };
  return (
    <article className="vendor-manifest" aria-labelledby={headingId}>
      <header className="vendor-manifest__head">
        <div>
          <h1 className="vendor-page__title" id={headingId}>
            {t('vendor.manifestTitle')}
          </h1>
          <p className="vendor-manifest__route">
            {cityName(departure.origin, locale)}
            <span aria-hidden="true"> → </span>
            <span className="jt-visually-hidden"> {t('bookings.routeTo')} </span>
            {cityName(departure.destination, locale)}
          </p>
        </div>
        <Button className="vendor-no-print" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" />
          {t('vendor.printManifest')}
        </Button>
      </header>
      <Facts className="vendor-facts vendor-manifest__facts">
        <div>
          <dt>{t('vendor.date')}</dt>
          <dd>{format.date(departure.travel_date)}</dd>
        </div>
        <div>
          <dt>{t('ticket.departure')}</dt>
          <dd>{format.time(departure.departure_time)}</dd>
        </div>
        <div>
          <dt>{t('vendor.bus')}</dt>
          <dd>
            {departure.bus_name}
            <span className="vendor-table__sub">{departure.bus_type}</span>
          </dd>
        </div>
        <div>
          <dt>{t('vendor.seatsSold')}</dt>
          <dd>{departure.seats_sold}</dd>
        </div>
        <div>
          <dt>{t('vendor.bookings')}</dt>
          <dd>{departure.bookings}</dd>
        </div>
        <div>
          <dt>{t('vendor.schedule')}</dt>
          <dd>{departure.schedule_id}</dd>
        </div>
      </Facts>
      {isCancelledByOperator(departure) ? (
        <EmptyState
          icon={<BusFront size={28} />}
          title={sayRule(TRIP_CHANGE_MESSAGES.operatorCancelledTitle)}
          text={t('vendor.manifestCancelled', { count: departure.refunded_by_operator })}
        />
      ) : passengers.length === 0 ? (
        <EmptyState icon={<UserX size={28} />} title={t('vendor.noPassengers')} text={t('vendor.noPassengersText')} />
      ) : (
        <div className="vendor-table-wrap" role="region" aria-label={t('ticket.passengers')} tabIndex={0}>
          <table className="vendor-table vendor-manifest__table">
            <caption className="vendor-manifest__caption">
              {t('vendor.manifestCaption', { route: routeWords(departure), when: departureWhen(departure) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('ticket.seat')}</th>
                <th scope="col">{t('ticket.passengerName')}</th>
                <th scope="col" className="vendor-table__num">
                  {t('ticket.age')}
                </th>
                <th scope="col">{t('ticket.gender')}</th>
                <th scope="col">{t('vendor.mobile')}</th>
                <th scope="col">{t('ticket.boardingPoint')}</th>
                <th scope="col">{t('vendor.boardingTime')}</th>
                <th scope="col">{t('vendor.droppingPoint')}</th>
                <th scope="col">PNR</th>
              </tr>
            </thead>
            <tbody>
              {passengers.map((passenger) => (
                <tr key={`${passenger.pnr_number}-${passenger.seat_number}`}>
                  <th scope="row" data-label={t('ticket.seat')}>
                    {passenger.seat_number}
                  </th>
                  <td className="vendor-table__wide" data-label={t('ticket.passengerName')}>
                    {passenger.name}
                  </td>
                  <td className="vendor-table__num" data-label={t('ticket.age')}>
                    {passenger.age}
                  </td>
                  <td data-label={t('ticket.gender')}>{t(GENDER_LABELS[passenger.gender])}</td>
                  <td className="vendor-table__nowrap" data-label={t('vendor.mobile')}>
                    <a href={`tel:${passenger.mobile}`}>{passenger.mobile}</a>
                  </td>
                  <td data-label={t('ticket.boardingPoint')}>{passenger.boarding_point}</td>
                  <td className="vendor-table__nowrap" data-label={t('vendor.boardingTime')}>
                    {/* a pick-up after midnight is on the next day */}
                    <JourneyTime moment={journeyBoarding(clock, passenger.boarding_time)} />
                  </td>
                  <td data-label={t('vendor.droppingPoint')}>{passenger.dropping_point}</td>
                  <td className="vendor-table__pnr vendor-table__wide" data-label="PNR">
                    {passenger.pnr_number}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

/** `/vendor?manifest={scheduleId}`: who travels on one departure, ready to print for the crew. */
export function ManifestView({ scheduleId }: { scheduleId: string }) {
  const { t } = useVendorText();
  const known = vendorManifestParamsSchema.safeParse({ scheduleId }).success;
  const manifest = useManifest(scheduleId, { enabled: known });

  if (!known || (manifest.isError && isNotFound(manifest.error))) {
    return (
      <>
        <h1 className="vendor-page__title">{t('vendor.manifestTitle')}</h1>
        <EmptyState
          icon={<MapPinOff size={28} />}
          title={t('vendor.departureNotFound')}
          text={t('vendor.departureNotFoundText')}
          action={
            <Link className="jt-button jt-button--primary" to={pageRoutes.vendor.link()}>
              {t('vendor.backToDashboard')}
            </Link>
          }
        />
      </>
    );
  }

  let content;
  if (manifest.isError) {
    content = <QueryFailed title={t('vendor.manifestLoadFailed')} query={manifest} />;
  } else if (manifest.isPending) {
    content = <ManifestSkeleton />;
  } else {
    return (
      <>
        <BackLink />
        <Manifest manifest={manifest.data} />
      </>
    );
  }

  return (
    <>
      <BackLink />
      <h1 className="vendor-page__title">{t('vendor.manifestTitle')}</h1>
      {content}
    </>
  );
}
