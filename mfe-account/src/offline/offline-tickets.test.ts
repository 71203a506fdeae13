import 'fake-indexeddb/auto';
import { forgetOfflineTickets } from '@jatra/shared/offline-ticket';
import { bookingRecord } from '../bookings/account-test-kit';
import { ticketDetails } from '../ticket/ticket-test-kit';
import { MOST_TICKETS_KEPT } from './limits';
import { keepTickets, savedTicket, savedTickets } from './offline-tickets';

const NOW = Date.parse('2026-11-27T14:35:00Z');
const departingIn = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
const ticket = (pnr: string, hours = 24, overrides = {}) =>
  ticketDetails({ pnr_number: pnr, departs_at: departingIn(hours), qr_code: `JATRA;PNR=${pnr}`, ...overrides });

afterEach(async () => {
  await forgetOfflineTickets();
});

describe('the tickets kept on the device', () => {
  it('keeps an upcoming ticket with when it was saved, for its traveller only', async () => {
    await keepTickets('priya', [{ ticket: ticket('JT1AAAAA') }], NOW);

    const saved = await savedTicket('priya', 'JT1AAAAA');
    expect(saved).toMatchObject({ userId: 'priya', pnr: 'JT1AAAAA', savedAt: '2026-11-27T14:35:00.000Z' });
    expect(saved?.ticket.qr_code).toBe('JATRA;PNR=JT1AAAAA');
    expect(await savedTicket('anjali', 'JT1AAAAA')).toBeNull();
    expect(await savedTickets('anjali')).toEqual([]);
  });

  it('keeps no ticket that is cancelled, void or whose bus has left, and lets go of one that became so', async () => {
    await keepTickets(
      'priya',
      [
        { ticket: ticket('JT1AAAAA') },
        { ticket: ticket('JT2BBBBB', -1) },
        { ticket: ticket('JT3CCCCC', 24, { status: 'cancelled', qr_code: null }) },
        { ticket: ticket('JT4DDDDD', 24, { passenger_details: [] }) },
      ],
      NOW,
    );
    expect((await savedTickets('priya')).map((row) => row.pnr)).toEqual(['JT1AAAAA']);

    await keepTickets('priya', [{ ticket: ticket('JT1AAAAA', 24, { status: 'cancelled', qr_code: null }) }], NOW);
    expect(await savedTickets('priya')).toEqual([]);
  });

  it("lets go of the PNRs My Bookings lists as no longer upcoming, keeping a ticket's booking once listed", async () => {
    const booking = bookingRecord('b1', { pnr_number: 'JT1AAAAA' });
    await keepTickets('priya', [{ ticket: ticket('JT1AAAAA'), booking }, { ticket: ticket('JT2BBBBB') }], NOW);
    // the ticket page saves it again without its booking: the booking listed before stays
    await keepTickets('priya', [{ ticket: ticket('JT1AAAAA') }], NOW + 60_000);
    expect((await savedTicket('priya', 'JT1AAAAA'))?.booking).toEqual(booking);

    await keepTickets('priya', [], NOW, ['JT2BBBBB']);
    expect((await savedTickets('priya')).map((row) => row.pnr)).toEqual(['JT1AAAAA']);
  });

  it('keeps the next tickets to depart, first to last, and no more than its limit', async () => {
    const many = Array.from({ length: MOST_TICKETS_KEPT + 2 }, (_, index) => ({
      ticket: ticket(`JT${String(index).padStart(6, '0')}`, 100 - index),
    }));
    await keepTickets('priya', many, NOW);
    const kept = await savedTickets('priya');
    expect(kept).toHaveLength(MOST_TICKETS_KEPT);
    expect(kept[0]!.pnr).toBe(`JT${String(MOST_TICKETS_KEPT + 1).padStart(6, '0')}`);
    expect(kept.map((row) => Date.parse(row.ticket.departs_at))).toEqual(
      kept.map((row) => Date.parse(row.ticket.departs_at)).sort((a, b) => a - b),
    );
  });

  it("keeps each traveller's tickets apart: saving one's never drops another's", async () => {
    await keepTickets('priya', [{ ticket: ticket('JT1AAAAA') }], NOW);
    await keepTickets('anjali', [{ ticket: ticket('JT2BBBBB') }], NOW);
    await keepTickets('anjali', [], NOW, ['JT1AAAAA']);
    expect((await savedTickets('priya')).map((row) => row.pnr)).toEqual(['JT1AAAAA']);
    expect((await savedTickets('anjali')).map((row) => row.pnr)).toEqual(['JT2BBBBB']);
  });

  it('signing out forgets every saved ticket, whoever saved it', async () => {
    await keepTickets('priya', [{ ticket: ticket('JT1AAAAA') }], NOW);
    await keepTickets('anjali', [{ ticket: ticket('JT2BBBBB') }], NOW);
    await forgetOfflineTickets();
    expect((await indexedDB.databases()).map((database) => database.name)).toEqual([]);
    expect(await savedTickets('priya')).toEqual([]);
    expect(await savedTickets('anjali')).toEqual([]);
  });
});
