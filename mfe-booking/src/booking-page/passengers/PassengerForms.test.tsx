import { SLEEPER_COACH, renderInHost } from '@jatra/shared/testing';
import { LocaleProviders, loadLocale } from '@jatra/shared/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { bookingI18n } from '../../i18n';
import { passengerFormResolver, type PassengerFormOutput, type PassengerFormValues } from './passenger-form';
import { PassengerForms } from './PassengerForms';

const seats = SLEEPER_COACH.seats.filter((seat) => seat.id === 'L1');

function Passengers() {
  const form = useForm<PassengerFormValues, unknown, PassengerFormOutput>({
    resolver: passengerFormResolver,
    defaultValues: { sameContact: true, passengers: [] },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <PassengerForms form={form} seats={seats} womenBooking={false} />
      <button type="submit">CONTINUE</button>
    </form>
  );
}

describe('the passenger form in Assamese', () => {
  it('labels its fields and says what to fix in Assamese', async () => {
    await loadLocale('as', bookingI18n);
    renderInHost(
      '/booking/1',
      <LocaleProviders locale="as" i18n={bookingI18n}>
        <Passengers />
      </LocaleProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'যাত্ৰী 1 ছিট L1' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('বয়স'), '130');
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('যাত্ৰীৰ নাম লিখক')).toBeInTheDocument();
    expect(screen.getByLabelText('সম্পূৰ্ণ নাম')).toHaveAccessibleDescription('যাত্ৰীৰ নাম লিখক');
    expect(screen.getByLabelText('বয়স')).toHaveAccessibleDescription('1ৰ পৰা 120ৰ ভিতৰত বয়স লিখক');
    expect(screen.getByLabelText("ম'বাইল নম্বৰ")).toHaveAccessibleDescription("10টা অংকৰ এটা ম'বাইল নম্বৰ লিখক");
    expect(screen.getByRole('option', { name: 'মহিলা' })).toBeInTheDocument();
  });
});
