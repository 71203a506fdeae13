import {
  displayDate,
  displayJourneyTime,
  displayTime,
  journeyBoarding,
  pageRoutes,
  TRIP_CHANGE_MESSAGES,
  vendorManifestParamsSchema,
  type VendorManifest,
} from '@jatra/shared';
import { Button, Card, EmptyState, Facts, Skeleton } from '@jatra/shared/ui';
import { ArrowLeft, BusFront, MapPinOff, Printer, UserX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { QueryFailed } from '../QueryFailed';
import { useManifest } from './use-vendor';
import { GENDER_LABELS, departureWhen, isCancelledByOperator, isNotFound, routeWords } from './vendor-text';

const LOAD_FAILED = 'We could not load the passenger manifest';

function BackLink() {
  return (
    <Link className="jt-button jt-button--ghost vendor-back vendor-no-print" to={pageRoutes.vendor.link()}>
      <ArrowLeft size={18} aria-hidden="true" />
      Back to dashboard
    </Link>
  );
}

function ManifestSkeleton() {
  return (
    <div className="vendor-stack" role="status" aria-live="polite">
      <span className="jt-visually-hidden">Loading the passenger manifest</span>
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
  const { departure } = manifest;
  const passengers = [...manifest.passengers].sort(bySeat);
  const clock = { travelDate: departure.travel_date, departure: departure.departure_time };
  return (
    <article className="vendor-manifest" aria-labelledby={headingId}>
      <header className="vendor-manifest__head">
        <div>
          <h1 className="vendor-page__title" id={headingId}>
            Passenger manifest
          </h1>
          <p className="vendor-manifest__route">
            {departure.origin}
            <span aria-hidden="true"> → </span>
            <span className="jt-visually-hidden"> to </span>
            {departure.destination}
          </p>
        </div>
        <Button className="vendor-no-print" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" />
          Print manifest
        </Button>
      </header>
      <Facts className="vendor-facts vendor-manifest__facts">
        <div>
          <dt>Date</dt>
          <dd>{displayDate(departure.travel_date)}</dd>
        </div>
        <div>
          <dt>Departure</dt>
          <dd>{displayTime(departure.departure_time)}</dd>
        </div>
        <div>
          <dt>Bus</dt>
          <dd>
            {departure.bus_name}
            <span className="vendor-table__sub">{departure.bus_type}</span>
          </dd>
        </div>
        <div>
          <dt>Seats sold</dt>
          <dd>{departure.seats_sold}</dd>
        </div>
        <div>
          <dt>Bookings</dt>
          <dd>{departure.bookings}</dd>
        </div>
        <div>
          <dt>Schedule</dt>
          <dd>{departure.schedule_id}</dd>
        </div>
      </Facts>
      {isCancelledByOperator(departure) ? (
        <EmptyState
          icon={<BusFront size={28} />}
          title={TRIP_CHANGE_MESSAGES.operatorCancelledTitle}
          text={`This departure was cancelled. Jatra refunded ${departure.refunded_by_operator} ${departure.refunded_by_operator === 1 ? 'booking' : 'bookings'} in full and told each traveller.`}
        />
      ) : passengers.length === 0 ? (
        <EmptyState
          icon={<UserX size={28} />}
          title="No passengers yet"
          text="Nobody has a confirmed seat on this departure through Jatra."
        />
      ) : (
        <div className="vendor-table-wrap" role="region" aria-label="Passengers" tabIndex={0}>
          <table className="vendor-table vendor-manifest__table">
            <caption className="vendor-manifest__caption">
              Passengers on {routeWords(departure)}, {departureWhen(departure)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Seat</th>
                <th scope="col">Name</th>
                <th scope="col" className="vendor-table__num">
                  Age
                </th>
                <th scope="col">Gender</th>
                <th scope="col">Mobile</th>
                <th scope="col">Boarding point</th>
                <th scope="col">Boarding time</th>
                <th scope="col">Dropping point</th>
                <th scope="col">PNR</th>
              </tr>
            </thead>
            <tbody>
              {passengers.map((passenger) => (
                <tr key={`${passenger.pnr_number}-${passenger.seat_number}`}>
                  <th scope="row" data-label="Seat">
                    {passenger.seat_number}
                  </th>
                  <td className="vendor-table__wide" data-label="Name">
                    {passenger.name}
                  </td>
                  <td className="vendor-table__num" data-label="Age">
                    {passenger.age}
                  </td>
                  <td data-label="Gender">{GENDER_LABELS[passenger.gender]}</td>
                  <td className="vendor-table__nowrap" data-label="Mobile">
                    <a href={`tel:${passenger.mobile}`}>{passenger.mobile}</a>
                  </td>
                  <td data-label="Boarding point">{passenger.boarding_point}</td>
                  <td className="vendor-table__nowrap" data-label="Boarding time">
                    {/* a pick-up after midnight is on the next day */}
                    {displayJourneyTime(journeyBoarding(clock, passenger.boarding_time))}
                  </td>
                  <td data-label="Dropping point">{passenger.dropping_point}</td>
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
  const known = vendorManifestParamsSchema.safeParse({ scheduleId }).success;
  const manifest = useManifest(scheduleId, { enabled: known });

  if (!known || (manifest.isError && isNotFound(manifest.error))) {
    return (
      <>
        <h1 className="vendor-page__title">Passenger manifest</h1>
        <EmptyState
          icon={<MapPinOff size={28} />}
          title="Departure not found"
          text="This departure is not one of your operator's, or it no longer exists."
          action={
            <Link className="jt-button jt-button--primary" to={pageRoutes.vendor.link()}>
              Back to dashboard
            </Link>
          }
        />
      </>
    );
  }

  let content;
  if (manifest.isError) {
    content = <QueryFailed title={LOAD_FAILED} query={manifest} />;
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
      <h1 className="vendor-page__title">Passenger manifest</h1>
      {content}
    </>
  );
}
