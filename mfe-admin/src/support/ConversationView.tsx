import type { SupportAdminThread } from '@jatra/shared';
import { Mail, Ticket } from 'lucide-react';
import { useAdminI18n } from '../i18n';
import { chatTime } from '../parts';
import { ReplyBox } from './ReplyBox';

function TravellerBookings({ thread }: { thread: SupportAdminThread }) {
  const { t, format } = useAdminI18n();
  return (
    <aside className="support-bookings" aria-labelledby="support-bookings-title">
      <h2 id="support-bookings-title" className="support-bookings__title">
        {t('support.bookings')}
      </h2>
      {thread.conversation.guest ? (
        <p className="admin-muted">{t('support.guestNoBookings')}</p>
      ) : thread.bookings.length === 0 ? (
        <p className="admin-muted">{t('support.noBookings')}</p>
      ) : (
        <ul className="support-bookings__list">
          {thread.bookings.map((booking) => (
            <li
              key={booking.pnr}
              className={`support-booking${booking.pnr === thread.conversation.pnr ? ' support-booking--asked' : ''}`}
            >
              <strong>{booking.pnr}</strong>
              {booking.pnr === thread.conversation.pnr && (
                <span className="support-badge">{t('support.askedAbout')}</span>
              )}
              <span>{booking.route}</span>
              <span className="admin-muted">
                {format.date(booking.travel_date)} · {t('support.seats', { count: booking.seats })} ·{' '}
                {format.rupees(booking.total)} · {booking.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** One conversation: who writes, the messages (read out as they arrive), the reply box, their bookings beside. */
export function ConversationView({ thread }: { thread: SupportAdminThread }) {
  const { t, format, locale } = useAdminI18n();
  const { conversation, messages } = thread;
  return (
    <div className="support-conversation">
      <section className="support-thread" aria-labelledby="support-thread-title">
        <header className="support-thread__head">
          <h2 id="support-thread-title" className="support-thread__title">
            {conversation.name}
          </h2>
          <p className="support-thread__meta">
            {conversation.email && (
              <span>
                <Mail size={14} aria-hidden="true" /> {conversation.email}
              </span>
            )}
            {conversation.pnr && (
              <span>
                <Ticket size={14} aria-hidden="true" /> {t('support.about', { pnr: conversation.pnr })}
              </span>
            )}
          </p>
        </header>
        <div className="support-log" role="log" aria-live="polite" aria-label={t('support.messages')}>
          <ol className="support-log__list">
            {messages.map((message) => (
              <li key={message.id} className={`support-message support-message--${message.author}`}>
                <span className="support-message__who">
                  {message.author === 'staff' ? t('support.staff') : conversation.name}
                </span>
                <p className="support-message__body">{message.body}</p>
                <time className="support-message__time" dateTime={message.created_at}>
                  {chatTime(message.created_at, locale, format)}
                </time>
              </li>
            ))}
          </ol>
        </div>
        <ReplyBox conversationId={conversation.id} />
      </section>
      <TravellerBookings thread={thread} />
    </div>
  );
}
