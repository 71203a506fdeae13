import { cleanIndianMobile, MOBILE_DIGITS, PASSENGER_AGE, type SavedTraveller, type Seat } from '@jatra/shared';
import { Input, Select, useHost } from '@jatra/shared/ui';
import { UserRound, UserRoundCheck } from 'lucide-react';
import { Fragment, useEffect, useId, type ReactNode } from 'react';
import {
  useFieldArray,
  useWatch,
  type FieldError,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import {
  ageDigits,
  newPassenger,
  savedTravellerFields,
  travellersOffered,
  type PassengerFields,
  type PassengerFormOutput,
  type PassengerFormValues,
} from './passenger-form';
import { useBookingI18n, type BookingMessageId } from '../../i18n';
import { useSavedTravellers } from './use-saved-travellers';
import './passengers.css';

type Form = UseFormReturn<PassengerFormValues, unknown, PassengerFormOutput>;

// Next to each field: what to fix. The product's one sentence for all of them is told on CONTINUE.
const FIELD_HINTS = {
  name: 'passengers.hint.name',
  age: 'passengers.hint.age',
  gender: 'passengers.hint.gender',
  email: 'passengers.hint.email',
  mobile: 'passengers.hint.mobile',
} as const satisfies Record<Exclude<keyof PassengerFields, 'seatNumber'>, BookingMessageId>;
const HINT_VALUES = { min: PASSENGER_AGE.min, max: PASSENGER_AGE.max, digits: MOBILE_DIGITS };

/**
 * Keeps one passenger form per chosen seat, in the order the seats were chosen: a new seat
 * adds a form, a seat given up (or taken by someone else) removes its form; the others keep what was typed.
 */
function useFormsFollowSeats(form: Form, seats: readonly Seat[], womenBooking: boolean) {
  const host = useHost();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'passengers' });
  useEffect(() => {
    const wanted = seats.map((seat) => seat.id);
    const current = form.getValues('passengers').map((passenger) => passenger.seatNumber);
    const gone = current.flatMap((id, index) => (wanted.includes(id) ? [] : [index]));
    if (gone.length > 0) remove(gone);
    const kept = current.filter((id) => wanted.includes(id));
    const added = wanted.filter((id) => !kept.includes(id));
    if (added.length > 0) {
      append(
        added.map((id, index) =>
          newPassenger(id, { womenBooking, first: kept.length === 0 && index === 0, user: host.user }),
        ),
        { shouldFocus: false },
      );
    }
  }, [seats, form, append, remove, womenBooking, host.user]);
  return fields;
}

/**
 * A field that cleans what is typed, pasted or autofilled as it comes ('+91 98765 43210' → '9876543210') rather
 * than cutting it at a length first: a limit applied before cleaning keeps the spaces and drops the last digits.
 */
function cleaning(registration: UseFormRegisterReturn, clean: (value: string) => string): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: unknown }) => {
      const input = event.target as HTMLInputElement;
      const value = clean(input.value);
      if (value !== input.value) input.value = value;
      return registration.onChange(event);
    },
  };
}

function SavedTravellerChips({
  travellers,
  onFill,
}: {
  travellers: readonly SavedTraveller[];
  onFill: (traveller: SavedTraveller) => void;
}) {
  const { t } = useBookingI18n();
  const labelId = useId();
  if (travellers.length === 0) return null;
  return (
    <div className="passenger-form__saved" role="group" aria-labelledby={labelId}>
      <span className="passenger-form__saved-label" id={labelId}>
        {t('passengers.saved')}
      </span>
      <ul className="passenger-form__chips">
        {travellers.map((traveller) => (
          <li key={traveller.id}>
            <button
              type="button"
              className="passenger-chip"
              aria-label={t('passengers.fillWith', { name: traveller.name })}
              onClick={() => onFill(traveller)}
            >
              <UserRoundCheck size={16} aria-hidden="true" />
              {traveller.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: FieldError | undefined;
  hint: BookingMessageId;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const { t } = useBookingI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="passenger-field">
      <label className="passenger-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? hintId : undefined })}
      {error && (
        <p className="passenger-field__hint" id={hintId}>
          {t(hint, HINT_VALUES)}
        </p>
      )}
    </div>
  );
}

function PassengerForm({
  form,
  index,
  seat,
  showContact,
  sharedContactNote,
  travellers,
}: {
  form: Form;
  index: number;
  seat: Seat | undefined;
  showContact: boolean;
  sharedContactNote: boolean;
  /** saved travellers this form may be filled with */
  travellers: readonly SavedTraveller[];
}) {
  const { t } = useBookingI18n();
  const headingId = useId();
  const { register } = form;
  const errors = form.formState.errors.passengers?.[index];
  const path = (field: keyof PassengerFields) => `passengers.${index}.${field}` as const;
  const first = index === 0;
  const fill = (traveller: SavedTraveller) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const [field, value] of Object.entries(savedTravellerFields(traveller)))
      form.setValue(path(field as keyof PassengerFields), value, options);
  };
  return (
    <section className="passenger-form" aria-labelledby={headingId}>
      <h3 className="passenger-form__title" id={headingId}>
        <UserRound size={18} aria-hidden="true" />
        {t('passengers.title', { number: index + 1 })}
        {seat && <span className="passenger-form__seat">{t('passengers.seat', { id: seat.id })}</span>}
      </h3>
      <SavedTravellerChips travellers={travellers} onFill={fill} />
      <div className="passenger-form__fields">
        <Field label={t('passengers.name')} error={errors?.name} hint={FIELD_HINTS.name}>
          {(props) => (
            <Input
              {...props}

              autoComplete={first ? 'name' : 'off'}
              {...register(path('name'))}
            />
          )}
        </Field>
        <Field label={t('passengers.age')} error={errors?.age} hint={FIELD_HINTS.age}>
          {(props) => (
            <Input
              {...props}

              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              {...cleaning(register(path('age')), ageDigits)}
            />
          )}
        </Field>
        <Field label={t('passengers.gender')} error={errors?.gender} hint={FIELD_HINTS.gender}>
          {(props) => (
            <Select {...props} {...register(path('gender'))}>
              <option value="">{t('passengers.gender.select')}</option>
              <option value="female">{t('passengers.gender.female')}</option>
              <option value="male">{t('passengers.gender.male')}</option>
              <option value="other">{t('passengers.gender.other')}</option>
            </Select>
          )}
        </Field>
        {showContact && (
          <>
            <Field label={t('passengers.email')} error={errors?.email} hint={FIELD_HINTS.email}>
              {(props) => (
                <Input
                  {...props}

                  type="email"
                  autoComplete={first ? 'email' : 'off'}
                  {...register(path('email'))}
                />
              )}
            </Field>
            <Field label={t('passengers.mobile')} error={errors?.mobile} hint={FIELD_HINTS.mobile}>
              {(props) => (
                <Input
                  {...props}

                  type="tel"
                  inputMode="numeric"
                  autoComplete={first ? 'tel-national' : 'off'}
                  {...cleaning(register(path('mobile')), cleanIndianMobile)}
                />
              )}
            </Field>
          </>
        )}
      </div>
      {sharedContactNote && <p className="passenger-form__note">{t('passengers.sharedContactNote')}</p>}
    </section>
  );
}

export interface PassengerFormsProps {
  form: Form;
  /** the chosen seats, in the order chosen */
  seats: readonly Seat[];
  womenBooking: boolean;
}

/** One form per chosen seat: name, age, gender, e-mail and a 10-digit mobile. */
export function PassengerForms({ form, seats, womenBooking }: PassengerFormsProps) {
  // render from the field array's own list: it changes with append and remove at once
  const passengers = useFormsFollowSeats(form, seats, womenBooking);
  const sameContact = useWatch({ control: form.control, name: 'sameContact' });
  const typed = useWatch({ control: form.control, name: 'passengers' });
  const saved = useSavedTravellers();
  const seatsById = new Map(seats.map((seat) => [seat.id, seat]));
  const several = passengers.length > 1;
  const { t } = useBookingI18n();

  if (passengers.length === 0) {
    return <p className="passengers__empty">{t('passengers.empty')}</p>;
  }
  return (
    <div className="passengers">
      {passengers.map((passenger, index) => (
        <Fragment key={passenger.id}>
          <PassengerForm
            form={form}
            index={index}
            seat={seatsById.get(passenger.seatNumber)}
            showContact={index === 0 || !sameContact}
            sharedContactNote={index > 0 && sameContact}
            travellers={travellersOffered(saved, typed, index, womenBooking)}
          />
          {index === 0 && several && (
            <label className="passengers__same">
              <input type="checkbox" {...form.register('sameContact')} />
              {t('passengers.sameContact')}
            </label>
          )}
        </Fragment>
      ))}
    </div>
  );
}
