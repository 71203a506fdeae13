import { BOOKING_MESSAGES, pageRoutes, type ScheduleDetail, type StagePoint, sayRule } from '@jatra/shared';
import { Card, SeatMap, useHost, useMediaQuery } from '@jatra/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { CancellationPolicy } from '../cancellation-policy';
import { useBookingI18n } from '../i18n';
import { SUMMARY_SIDE_PANEL } from '../layout-queries';
import { clearDraft, draftFormValues, readDraft, saveDraft } from './draft/booking-draft';
import { passengerFormResolver, type PassengerFormOutput, type PassengerFormValues } from './passengers/passenger-form';
import { PassengerForms } from './passengers/PassengerForms';
import { useSeatSelection } from './seat-map/use-seat-selection';
import { StagePicker } from './stage-picker/StagePicker';
import { bookingRequest } from './submit/booking-request';
import { useCreateBooking } from './submit/use-create-booking';
import { SummaryBar, SummaryPanel } from './summary/BookingSummary';

/** The chosen point, or the first one. */
const chosenPoint = (points: readonly StagePoint[], id: string | null) =>
  points.find((point) => point.id === id) ?? points[0];

export interface BookingWorkspaceProps {
  schedule: ScheduleDetail;
  /** yyyy-MM-dd travel day */
  date: string;
  womenBooking: boolean;
  /** load the schedule again, e.g. after the server said a seat was taken */
  reloadSchedule: () => void;
}

/** Seat map, boarding and dropping points, passengers and the Booking Summary of one loaded schedule. */
export function BookingWorkspace({ schedule, date, womenBooking, reloadSchedule }: BookingWorkspaceProps) {
  const host = useHost();
  const { t } = useBookingI18n();
  const sidePanel = useMediaQuery(SUMMARY_SIDE_PANEL);
  const seatsHeading = useId();
  const stagesHeading = useId();
  const passengersHeading = useId();
  const seatHeading = useRef<HTMLHeadingElement>(null);

  // this page's address: where a visitor's choices are kept over sign-in, and where sign-in comes back to
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  const [draft] = useState(() => readDraft(page));
  useEffect(() => {
    if (draft) clearDraft(page);
  }, [draft, page]);

  const selection = useSeatSelection(schedule.seat_layout.seats, womenBooking, draft?.seats);
  const [initialForm] = useState<PassengerFormValues>(() =>
    draft
      ? draftFormValues(
          draft,
          selection.seats.map((seat) => seat.id),
          { womenBooking, user: host.user },
        )
      : { sameContact: true, passengers: [] },
  );
  const form = useForm<PassengerFormValues, unknown, PassengerFormOutput>({
    resolver: passengerFormResolver,
    defaultValues: initialForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [boardingId, setBoardingId] = useState<string | null>(draft?.boardingId ?? null);
  const [droppingId, setDroppingId] = useState<string | null>(draft?.droppingId ?? null);
  const boarding = chosenPoint(schedule.boarding_points, boardingId);
  const dropping = chosenPoint(schedule.dropping_points, droppingId);

  // a message belongs to the choice it was about: choosing seats again clears it
  const [failure, setFailure] = useState<{ message: string; seats: unknown } | null>(null);
  const error = failure && failure.seats === selection.seats ? failure.message : null;
  const showSeatMap = () => seatHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  // the usual failure is a seat someone else took first: show the fresh map, where it is now booked
  const createBooking = useCreateBooking(schedule.id, () => {
    reloadSchedule();
    showSeatMap();
  });
  const submitting = useRef(false);

  const fail = (message: string) => {
    setFailure({ message, seats: selection.seats });
    host.toast.error(message);
  };

  // CONTINUE: the form's checks, seats first, then the tentative booking
  const onContinue = async () => {
    if (submitting.current || createBooking.isPending) return;
    submitting.current = true;
    try {
      if (selection.seats.length === 0) {
        fail(sayRule(BOOKING_MESSAGES.selectSeat));
        showSeatMap();
        return;
      }
      // anyone may choose seats; the booking itself needs an account: sign in, then come back to the same choices
      if (!host.user) {
        saveDraft(page, {
          seats: selection.seats.map((seat) => seat.id),
          boardingId: boarding?.id ?? null,
          droppingId: dropping?.id ?? null,
          ...form.getValues(),
        });
        host.toast.info(sayRule(BOOKING_MESSAGES.signInToContinue));
        host.navigate(pageRoutes.auth.link({ redirect: page }));
        return;
      }
      let passengers: PassengerFormOutput['passengers'] | null = null;
      await form.handleSubmit((values) => {
        passengers = values.passengers;
      })();
      if (!passengers) {
        fail(sayRule(BOOKING_MESSAGES.passengerDetails));
        return;
      }
      if (!boarding) {
        fail(sayRule(BOOKING_MESSAGES.selectBoarding));
        return;
      }
      if (!dropping) {
        fail(sayRule(BOOKING_MESSAGES.selectDropping));
        return;
      }
      const request = bookingRequest({
        travelDate: date,
        womenBooking,
        boardingPointId: boarding.id,
        droppingPointId: dropping.id,
        passengers,
      });
      if (!request.ok) {
        fail(request.message);
        return;
      }
      setFailure(null);
      await createBooking.mutateAsync(request.body).catch(() => undefined);
    } finally {
      submitting.current = false;
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onContinue();
  };

  const summary = {
    operator: schedule.travels_name || schedule.service_name,
    date,
    seats: selection.seats,
    boarding,
    dropping,
    onContinue: () => void onContinue(),
    pending: createBooking.isPending,
    error,
  };
  // the policy this bus is sold under, before CONTINUE: in the side panel, or at the end of the page on a phone
  const policy = (open: boolean, className?: string) => (
    <CancellationPolicy
      policy={schedule.cancellation_policy}
      operator={summary.operator}
      defaultOpen={open}
      className={className}
    />
  );

  return (
    <div className={sidePanel ? 'booking-layout' : 'booking-layout booking-layout--bar'}>
      <div className="booking-main">
        <Card className="booking-section" aria-labelledby={seatsHeading}>
          <h2 className="booking-section__title" id={seatsHeading} ref={seatHeading}>
            {t('booking.chooseSeats')}
          </h2>
          <SeatMap
            layout={schedule.seat_layout}
            selectedIds={selection.selectedIds}
            onToggle={selection.toggle}
            announcement={selection.announcement}
          />
        </Card>

        <Card className="booking-section" aria-labelledby={stagesHeading}>
          <h2 className="booking-section__title" id={stagesHeading}>
            {t('booking.stages')}
          </h2>
          <div className="booking-stages">
            <StagePicker
              kind="boarding"
              points={schedule.boarding_points}
              value={boarding?.id ?? null}
              onChange={setBoardingId}
              error={error === sayRule(BOOKING_MESSAGES.selectBoarding) ? error : null}
            />
            <StagePicker
              kind="dropping"
              points={schedule.dropping_points}
              value={dropping?.id ?? null}
              onChange={setDroppingId}
              error={error === sayRule(BOOKING_MESSAGES.selectDropping) ? error : null}
            />
          </div>
        </Card>

        <Card className="booking-section" aria-labelledby={passengersHeading}>
          <h2 className="booking-section__title" id={passengersHeading}>
            {t('booking.passengers')}
          </h2>
          <form noValidate onSubmit={onFormSubmit} aria-labelledby={passengersHeading}>
            <PassengerForms form={form} seats={selection.seats} womenBooking={womenBooking} />
          </form>
        </Card>

        {!sidePanel && <Card className="booking-section">{policy(false)}</Card>}
      </div>
      {sidePanel ? (
        <SummaryPanel {...summary} policy={policy(false, 'bk-summary__policy')} />
      ) : (
        <SummaryBar {...summary} />
      )}
    </div>
  );
}
