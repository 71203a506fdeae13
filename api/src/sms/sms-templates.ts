/**
 * The SMS Jatra sends, as registered on the DLT portal and mapped on MSG91 (docs/sms-wire.md): one template per
 * kind and language, its ids, and its text with `{#var#}` where a value goes. This list is the one place the
 * texts live: the operators deliver only a text that matches its registered template word for word, so these are
 * not catalogue messages that a translator may reword; a change here is a new registration. The ticket links
 * are a fixed part of the text (DLT wants a message's links registered), so the list is made for one public origin.
 */
import { TICKET_SHORT_LINK } from '@jatra/shared';
import { formatsFor, type Locale } from '@jatra/shared/i18n';

export const SMS_KINDS = ['ticket', 'cancellation', 'operatorCancellation', 'departureChanged'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export interface SmsRegistration {
  kind: SmsKind;
  locale: Locale;
  /** MSG91's template id (the Flow API's `template_id`) */
  templateId: string;
  /** the DLT content template id it is mapped to */
  dltTemplateId: string;
  /** the registered text; `{#var#}` are filled in order */
  text: string;
}

const LINK = '{LINK}';
/** `{#var#}` values are at most 30 characters (docs/sms-wire.md): longer names are cut, never the PNR. */
const VARIABLE_MAX = 30;

// the registered texts; `{LINK}` is the ticket's short link up to its PNR (`https://…/t/`)
const TEXTS: Record<SmsKind, Record<Locale, string>> = {
  ticket: {
    en: 'Jatra m-ticket PNR {#var#}: {#var#}, {#var#}. {#var#}, departs {#var#}. Board at {#var#}, {#var#}. Seats {#var#}. Ticket: {LINK}{#var#}',
    as: 'Jatra এম-টিকট PNR {#var#}: {#var#}, {#var#}। {#var#}, যাত্ৰাৰম্ভ {#var#}। বৰ্ডিং পইণ্ট {#var#}, {#var#}। ছিট {#var#}। টিকট: {LINK}{#var#}',
    bn: 'Jatra এম-টিকিট PNR {#var#}: {#var#}, {#var#}। {#var#}, ছাড়ার সময় {#var#}। বোর্ডিং পয়েন্ট {#var#}, {#var#}। সিট {#var#}। টিকিট: {LINK}{#var#}',
    hi: 'Jatra एम-टिकट PNR {#var#}: {#var#}, {#var#}। {#var#}, प्रस्थान {#var#}। बोर्डिंग पॉइंट {#var#}, {#var#}। सीट {#var#}। टिकट: {LINK}{#var#}',
  },
  cancellation: {
    en: 'Jatra: seats {#var#} of PNR {#var#} are cancelled. Refund Rs {#var#} goes back to how you paid. Details: {LINK}{#var#}',
    as: "Jatra: PNR {#var#}ৰ ছিট {#var#} বাতিল হ'ল। ৰিফাণ্ড ₹{#var#} আপুনি পৰিশোধ কৰা ধৰণেৰে ঘূৰি যাব। বিৱৰণ: {LINK}{#var#}",
    bn: 'Jatra: PNR {#var#}-এর সিট {#var#} বাতিল হয়েছে। রিফান্ড ₹{#var#} যেভাবে পেমেন্ট করেছেন সেভাবেই ফেরত যাবে। বিস্তারিত: {LINK}{#var#}',
    hi: 'Jatra: PNR {#var#} की सीट {#var#} रद्द हो गई। रिफ़ंड ₹{#var#} उसी तरीके से लौटेगा जिससे आपने भुगतान किया। विवरण: {LINK}{#var#}',
  },
  operatorCancellation: {
    en: 'Jatra: the operator cancelled your bus of {#var#}, PNR {#var#}. Full refund Rs {#var#} goes back to how you paid. Details: {LINK}{#var#}',
    as: 'Jatra: অপাৰেটৰে {#var#}ৰ আপোনাৰ বাছ বাতিল কৰিলে, PNR {#var#}। সম্পূৰ্ণ ৰিফাণ্ড ₹{#var#} আপুনি পৰিশোধ কৰা ধৰণেৰে ঘূৰি যাব। বিৱৰণ: {LINK}{#var#}',
    bn: 'Jatra: অপারেটর {#var#}-এর আপনার বাস বাতিল করেছে, PNR {#var#}। পুরো রিফান্ড ₹{#var#} যেভাবে পেমেন্ট করেছেন সেভাবেই ফেরত যাবে। বিস্তারিত: {LINK}{#var#}',
    hi: 'Jatra: ऑपरेटर ने {#var#} की आपकी बस रद्द कर दी, PNR {#var#}। पूरा रिफ़ंड ₹{#var#} उसी तरीके से लौटेगा जिससे आपने भुगतान किया। विवरण: {LINK}{#var#}',
  },
  departureChanged: {
    en: 'Jatra: your bus of {#var#}, PNR {#var#}, now departs at {#var#} instead of {#var#}. Ticket: {LINK}{#var#}',
    as: 'Jatra: {#var#}ৰ আপোনাৰ বাছ, PNR {#var#}, এতিয়া {#var#}ত যাত্ৰাৰম্ভ কৰিব, {#var#}ৰ সলনি। টিকট: {LINK}{#var#}',
    bn: 'Jatra: {#var#}-এর আপনার বাস, PNR {#var#}, এখন {#var#}-এ ছাড়বে, {#var#}-এর বদলে। টিকিট: {LINK}{#var#}',
    hi: 'Jatra: {#var#} की आपकी बस, PNR {#var#}, अब {#var#} पर प्रस्थान करेगी, {#var#} के बजाय। टिकट: {LINK}{#var#}',
  },
};

// the ids the registrations were given: MSG91's template ids and the DLT portal's content template ids
const IDS: Record<SmsKind, Record<Locale, [templateId: string, dltTemplateId: string]>> = {
  ticket: {
    en: ['6750a1c2d6fc0521a41e7f01', '1707173280000000101'],
    as: ['6750a1c2d6fc0521a41e7f02', '1707173280000000102'],
    bn: ['6750a1c2d6fc0521a41e7f03', '1707173280000000103'],
    hi: ['6750a1c2d6fc0521a41e7f04', '1707173280000000104'],
  },
  cancellation: {
    en: ['6750a1c2d6fc0521a41e7f11', '1707173280000000111'],
    as: ['6750a1c2d6fc0521a41e7f12', '1707173280000000112'],
    bn: ['6750a1c2d6fc0521a41e7f13', '1707173280000000113'],
    hi: ['6750a1c2d6fc0521a41e7f14', '1707173280000000114'],
  },
  operatorCancellation: {
    en: ['6750a1c2d6fc0521a41e7f21', '1707173280000000121'],
    as: ['6750a1c2d6fc0521a41e7f22', '1707173280000000122'],
    bn: ['6750a1c2d6fc0521a41e7f23', '1707173280000000123'],
    hi: ['6750a1c2d6fc0521a41e7f24', '1707173280000000124'],
  },
  departureChanged: {
    en: ['6750a1c2d6fc0521a41e7f31', '1707173280000000131'],
    as: ['6750a1c2d6fc0521a41e7f32', '1707173280000000132'],
    bn: ['6750a1c2d6fc0521a41e7f33', '1707173280000000133'],
    hi: ['6750a1c2d6fc0521a41e7f34', '1707173280000000134'],
  },
};

/** The short link of a ticket, `<origin>/t/<PNR>`: the shell sends it on to the ticket page. */
const ticketLinkBase = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}${TICKET_SHORT_LINK}`;

/** Every registration, for the ticket links of `appUrl` (what the DLT portal and MSG91 hold for that origin). */
export function smsRegistrations(appUrl: string): SmsRegistration[] {
  const link = ticketLinkBase(appUrl);
  return SMS_KINDS.flatMap((kind) =>
    (Object.keys(TEXTS[kind]) as Locale[]).map((locale) => {
      const [templateId, dltTemplateId] = IDS[kind][locale];
      return { kind, locale, templateId, dltTemplateId, text: TEXTS[kind][locale].replace(LINK, link) };
    }),
  );
}

/**
 * The account's own MSG91 template ids (SMS_TEMPLATE_IDS, by `<kind>.<language>`) by the repository's ids, which
 * stand for registrations made elsewhere. A name that is no template is refused; `everyOne`: so is a template
 * left out (production with MSG91, where the repository's ids would be rejected).
 */
export function accountTemplateIds(
  appUrl: string,
  named: Readonly<Record<string, string>>,
  { everyOne }: { everyOne: boolean },
): Map<string, string> {
  const registrations = smsRegistrations(appUrl);
  const byName = new Map(registrations.map((each) => [`${each.kind}.${each.locale}`, each.templateId]));
  const unknown = Object.keys(named).filter((name) => !byName.has(name));
  if (unknown.length > 0) throw new Error(`SMS_TEMPLATE_IDS names no template: ${unknown.join(', ')}`);
  const missing = [...byName.keys()].filter((name) => !named[name]);
  if (everyOne && missing.length > 0) {
    throw new Error(`SMS_TEMPLATE_IDS must name every template with MSG91 in production: ${missing.join(', ')}`);
  }
  return new Map(Object.entries(named).map(([name, id]) => [byName.get(name)!, id]));
}

export interface RenderedSms {
  kind: SmsKind;
  locale: Locale;
  templateId: string;
  vars: string[];
  text: string;
}

const clip = (value: string) => [...value.trim().replace(/\s+/g, ' ')].slice(0, VARIABLE_MAX).join('');

/** The template of `kind` in `locale` filled with `values` (each cut to the DLT's 30 characters). */
export function renderSms(appUrl: string, kind: SmsKind, locale: Locale, values: readonly string[]): RenderedSms {
  const [templateId] = IDS[kind][locale];
  const vars = values.map(clip);
  const parts = TEXTS[kind][locale].replace(LINK, ticketLinkBase(appUrl)).split('{#var#}');
  if (parts.length - 1 !== vars.length)
    throw new Error(`SMS ${kind}: ${parts.length - 1} values, given ${vars.length}`);
  const text = parts.reduce((out, part, index) => out + (index === 0 ? '' : vars[index - 1]) + part, '');
  return { kind, locale, templateId, vars, text };
}

/** What the SMS say of a booking, in its language (dates and times as `formatsFor` writes them, Latin digits). */
export interface SmsBookingFacts {
  pnr: string;
  locale: Locale;
  travelDate: string;
  departureTime: string;
  travels: string;
  busType: string;
  boardingName: string;
  boardingTime: string;
  seats: readonly string[];
}

const rupees = (paise: number) => String(Math.round(paise / 100));

export function ticketSms(appUrl: string, facts: SmsBookingFacts): RenderedSms {
  const format = formatsFor(facts.locale);
  return renderSms(appUrl, 'ticket', facts.locale, [
    facts.pnr,
    facts.travels,
    facts.busType,
    format.date(facts.travelDate),
    format.time(facts.departureTime),
    facts.boardingName,
    format.time(facts.boardingTime),
    facts.seats.join(','),
    facts.pnr,
  ]);
}

export function cancellationSms(
  appUrl: string,
  facts: SmsBookingFacts,
  cancelled: { seats: readonly string[]; refundPaise: number; byOperator: boolean },
): RenderedSms {
  const { locale, pnr } = facts;
  const refund = rupees(cancelled.refundPaise);
  if (cancelled.byOperator) {
    const date = formatsFor(locale).date(facts.travelDate);
    return renderSms(appUrl, 'operatorCancellation', locale, [date, pnr, refund, pnr]);
  }
  const seats = cancelled.seats.join(',');
  // the English text names the seats first; the others the PNR first, as their sentences run
  const values = locale === 'en' ? [seats, pnr, refund, pnr] : [pnr, seats, refund, pnr];
  return renderSms(appUrl, 'cancellation', locale, values);
}

export function departureChangedSms(appUrl: string, facts: SmsBookingFacts, soldAt: string): RenderedSms {
  const format = formatsFor(facts.locale);
  return renderSms(appUrl, 'departureChanged', facts.locale, [
    format.date(facts.travelDate),
    facts.pnr,
    format.time(facts.departureTime),
    format.time(soldAt),
    facts.pnr,
  ]);
}
