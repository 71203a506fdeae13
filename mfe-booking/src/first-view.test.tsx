import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingI18n } from './i18n';
import { renderFirstView } from './first-view';
import { scheduleDetail } from './booking-page/test/schedule-test-kit';

describe("the booking remote's first view", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("draws a bus's seat map page in the language the shell's server asks for", async () => {
    const schedule = scheduleDetail();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ result: schedule }), { status: 200 })),
    );
    const draw = (locale: 'en' | 'as') =>
      renderFirstView(`/booking/${schedule.id}?date=${schedule.travel_date}`, {
        apiBaseUrl: 'http://api.invalid',
        signal: new AbortController().signal,
        viewportWidth: 390,
        locale,
      });
    const assamese = await draw('as');
    const title = (await bookingI18n.catalogues.load('as')).t('booking.chooseSeats');
    expect(title).toBe('আপোনাৰ ছিট বাছনি কৰক');
    expect(assamese?.html).toContain(title);
    expect(assamese?.html).not.toContain('Choose your seats');
    expect((await draw('en'))?.html).toContain('Choose your seats');
  });
});
