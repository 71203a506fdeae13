/**
 * The simulator's hosted checkout page: what PhonePe's `redirectUrl` shows, sized for the 500×700 popup
 * our payment page opens. No script at all: the mode tabs are radios styled with `:checked`, the buttons
 * submit one form, so a CSP of `default-src 'none'` plus the hash of the one style block is enough.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { cardAttempt, netBankingAttempt, upiAttempt, walletAttempt, type Attempt, type UpiFlow } from './sim-attempts';
import type { SimOrder } from './sim-store';

export const PAGE_MODES = ['UPI', 'CARD', 'NET_BANKING', 'WALLET'] as const;
export type PageMode = (typeof PAGE_MODES)[number];

const MODE_LABELS: Record<PageMode, string> = {
  UPI: 'UPI',
  CARD: 'Card',
  NET_BANKING: 'Net banking',
  WALLET: 'Wallet',
};

export const BANKS = [
  { id: 'SBIN', name: 'State Bank of India' },
  { id: 'HDFC', name: 'HDFC Bank' },
  { id: 'ICIC', name: 'ICICI Bank' },
  { id: 'UTIB', name: 'Axis Bank' },
  { id: 'AGVB', name: 'Assam Gramin Vikash Bank' },
  { id: 'PUNB', name: 'Punjab National Bank' },
] as const;

/** The bank the simulator says issued any card (the page asks no more than a real card form). */
const CARD_ISSUER = 'HDFC';

export const WALLETS = [
  { id: 'PHONEPE', name: 'PhonePe Wallet' },
  { id: 'AMAZONPAY', name: 'Amazon Pay' },
  { id: 'MOBIKWIK', name: 'MobiKwik' },
  { id: 'FREECHARGE', name: 'Freecharge' },
] as const;

const STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1b1f;background:#f4f1fa}
main{max-width:30rem;margin:0 auto;padding:1rem}
header{background:#5f259f;color:#fff;border-radius:.75rem;padding:1rem;margin-bottom:1rem}
header h1,header p{margin:0}.merchant{font-weight:600;font-size:1.1rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.note{font-size:.9rem;opacity:.9}.sim{font-size:.8rem;color:#5c5766;margin:0 0 1rem}
fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem}
legend{font-weight:600;margin-bottom:.5rem;padding:0}
.tab{position:absolute;opacity:0;width:1px;height:1px}
.tab+label{flex:1 1 auto;text-align:center;padding:.5rem .4rem;border:2px solid #d6cfe3;border-radius:.5rem;background:#fff;cursor:pointer}
.tab:checked+label{border-color:#5f259f;background:#efe7fb;font-weight:600}
.tab:focus-visible+label{outline:3px solid #1a73e8;outline-offset:2px}
.panel{display:none;flex:1 0 100%;background:#fff;border-radius:.5rem;padding:1rem;margin-top:.5rem}
#mode-UPI:checked~.panel-UPI,#mode-CARD:checked~.panel-CARD,#mode-NET_BANKING:checked~.panel-NET_BANKING,#mode-WALLET:checked~.panel-WALLET{display:block}
.field{margin-bottom:.75rem}.field label{display:block;font-size:.9rem;font-weight:600}
.field input,.field select{width:100%;padding:.5rem;font:inherit;border:1px solid #8d8797;border-radius:.375rem}
.row{display:flex;gap:.75rem}.row .field{flex:1}
.hint{font-size:.8rem;color:#5c5766;margin:.25rem 0 0}
.actions{display:flex;gap:.5rem;margin-top:1rem}
button{flex:1;font:inherit;font-weight:600;padding:.7rem;border-radius:.5rem;border:2px solid #5f259f;cursor:pointer}
.pay{background:#5f259f;color:#fff}.fail{background:#fff;color:#a4001d;border-color:#a4001d}.cancel{background:#fff;color:#1c1b1f;border-color:#8d8797}
button:focus-visible,a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
[role=alert]{background:#fdecee;color:#a4001d;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}
.status{background:#fff;border-radius:.5rem;padding:1rem}
a.back{display:inline-block;margin-top:.75rem;color:#5f259f;font-weight:600}`;

/** CSP for the page: the style by its hash; forms may go to us and (by redirect) to the merchant. */
export function pageCsp(merchantRedirectUrl?: string): string {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  let merchantOrigin = '';
  try {
    merchantOrigin = merchantRedirectUrl ? new URL(merchantRedirectUrl).origin : '';
  } catch {
    merchantOrigin = '';
  }
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    // a form's redirect counts as its action: the merchant's origin must be allowed too
    `form-action 'self'${merchantOrigin ? ` ${merchantOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** `₹1,23,456.00`: paise in, Indian grouping out */
export const formatRupees = (paise: number) => rupees.format(paise / 100);

/** What the page form posts (`POST transact`). Fields of the other modes come along and are ignored. */
export const pageFormSchema = z.object({
  token: z.string().min(1).max(64),
  action: z.enum(['pay', 'fail', 'cancel']),
  paymentMode: z.enum(PAGE_MODES).default('UPI'),
  upiId: z.string().max(100).default(''),
  cardNumber: z.string().max(40).default(''),
  cardExpiry: z.string().max(10).default(''),
  cardCvv: z.string().max(10).default(''),
  bank: z.string().max(20).default(''),
  wallet: z.string().max(20).default(''),
});
export type PageForm = z.infer<typeof pageFormSchema>;

/** The details of a Pay press, or the message for the field that is wrong. */
export function validatePayment(form: PageForm): { ok: true; attempt: Attempt } | { ok: false; message: string } {
  switch (form.paymentMode) {
    case 'UPI': {
      const vpa = form.upiId.trim();
      if (!/^[\w.-]{2,64}@[A-Za-z]{2,32}$/.test(vpa)) return { ok: false, message: 'Enter a UPI ID such as name@bank' };
      return { ok: true, attempt: upiAttempt('UPI_COLLECT', vpa) };
    }
    case 'CARD': {
      const digits = form.cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits)) return { ok: false, message: 'Enter a card number of 12 to 19 digits' };
      const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(form.cardExpiry.trim());
      if (!expiry) return { ok: false, message: 'Enter the expiry as MM/YY' };
      if (!/^\d{3,4}$/.test(form.cardCvv.trim())) return { ok: false, message: 'Enter the 3 or 4 digit CVV' };
      return { ok: true, attempt: cardAttempt('CREDIT_CARD', CARD_ISSUER) };
    }
    case 'NET_BANKING': {
      const bank = BANKS.find((candidate) => candidate.id === form.bank);
      if (!bank) return { ok: false, message: 'Choose your bank' };
      return { ok: true, attempt: netBankingAttempt(bank.id) };
    }
    case 'WALLET': {
      const wallet = WALLETS.find((candidate) => candidate.id === form.wallet);
      if (!wallet) return { ok: false, message: 'Choose a wallet' };
      return { ok: true, attempt: walletAttempt(wallet.id) };
    }
  }
}

/** How the settle endpoint may say a payment was made: a tab of the page, or a UPI app rather than a UPI ID. */
export const SETTLE_MODES = [...PAGE_MODES, 'UPI_INTENT', 'UPI_QR'] as const;
export type SettleMode = (typeof SETTLE_MODES)[number];

const isUpiFlow = (mode: SettleMode): mode is UpiFlow & SettleMode => mode === 'UPI_INTENT' || mode === 'UPI_QR';

/** The attempt a mode makes with its test values (the settle endpoint, `autoComplete`, forced outcomes). */
export function defaultAttempt(mode: SettleMode): Attempt {
  if (isUpiFlow(mode)) return upiAttempt(mode, TEST_VALUES.upiId);
  const result = validatePayment(
    pageFormSchema.parse({ token: 'x', action: 'pay', paymentMode: mode, ...TEST_VALUES }),
  );
  if (!result.ok) throw new Error(result.message);
  return result.attempt;
}

/** Filled in, so that a developer only has to press Pay. */
const TEST_VALUES = {
  upiId: 'success@ybl',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvv: '123',
  bank: BANKS[0].id,
  wallet: WALLETS[0].id,
};

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function header(order: SimOrder, merchantName: string): string {
  return `<header><h1 class="merchant">${escape(merchantName)}</h1>
<p class="amount" aria-label="Amount to pay ${escape(formatRupees(order.amount))}">${escape(formatRupees(order.amount))}</p>
${order.message ? `<p class="note">${escape(order.message)}</p>` : ''}
<p class="note">Order ${escape(order.merchantOrderId)}</p></header>`;
}

const field = (id: string, label: string, input: string, hint?: string) =>
  `<div class="field"><label for="${id}">${label}</label>${input}${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}</div>`;

const options = (list: readonly { id: string; name: string }[], chosen: string) =>
  list
    .map((item) => `<option value="${item.id}"${item.id === chosen ? ' selected' : ''}>${escape(item.name)}</option>`)
    .join('');

/** The checkout form; `form` refills it after a refused Pay. */
export function checkoutPage(
  order: SimOrder,
  options_: { merchantName: string; error?: string; form?: PageForm; forcedOutcome?: string | null },
): string {
  const modes = PAGE_MODES.filter((mode) => order.pageModes.includes(mode));
  const offered = modes.length > 0 ? modes : [...PAGE_MODES];
  const values = { ...TEST_VALUES, ...(options_.form ?? {}) };
  const chosen = offered.includes(values.paymentMode as PageMode) ? values.paymentMode : offered[0];
  const tabs = offered
    .map(
      (mode) =>
        `<input class="tab" type="radio" name="paymentMode" id="mode-${mode}" value="${mode}"${mode === chosen ? ' checked' : ''}><label for="mode-${mode}">${MODE_LABELS[mode]}</label>`,
    )
    .join('\n');
  const panels: Record<PageMode, string> = {
    UPI: field(
      'upiId',
      'UPI ID',
      `<input id="upiId" name="upiId" type="text" inputmode="email" autocomplete="off" aria-describedby="upiId-hint" value="${escape(values.upiId)}">`,
      'Any ID of the form name@bank works here.',
    ),
    CARD:
      field(
        'cardNumber',
        'Card number',
        `<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" value="${escape(values.cardNumber)}">`,
      ) +
      `<div class="row">${field(
        'cardExpiry',
        'Expiry (MM/YY)',
        `<input id="cardExpiry" name="cardExpiry" type="text" inputmode="numeric" autocomplete="cc-exp" value="${escape(values.cardExpiry)}">`,
      )}${field(
        'cardCvv',
        'CVV',
        `<input id="cardCvv" name="cardCvv" type="password" inputmode="numeric" autocomplete="cc-csc" value="${escape(values.cardCvv)}">`,
      )}</div>`,
    NET_BANKING: field('bank', 'Bank', `<select id="bank" name="bank">${options(BANKS, values.bank)}</select>`),
    WALLET: field('wallet', 'Wallet', `<select id="wallet" name="wallet">${options(WALLETS, values.wallet)}</select>`),
  };
  const panelHtml = offered.map((mode) => `<div class="panel panel-${mode}">${panels[mode]}</div>`).join('\n');
  const forced = options_.forcedOutcome
    ? `<p class="sim">Test knob: every button ends this payment as ${escape(options_.forcedOutcome)}.</p>`
    : '';
  return layout(
    `Pay ${formatRupees(order.amount)} – PhonePe (simulator)`,
    `${header(order, options_.merchantName)}
<p class="sim">PhonePe payment simulator of a development Jatra API: no money moves.</p>${forced}
${options_.error ? `<p role="alert">${escape(options_.error)}</p>` : ''}
<form method="post" action="transact">
<input type="hidden" name="token" value="${escape(order.pageToken)}">
<fieldset><legend>Pay with</legend>
${tabs}
${panelHtml}
</fieldset>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button class="fail" type="submit" name="action" value="fail">Fail</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

/** A page for an order that can no longer be paid (settled or expired), with the way back. */
export function closedPage(order: SimOrder, merchantName: string): string {
  const text =
    order.state === 'COMPLETED'
      ? 'This payment is complete.'
      : order.state === 'FAILED'
        ? 'This payment did not go through.'
        : 'This payment can no longer be made.';
  return layout(
    'Payment closed – PhonePe (simulator)',
    `${header(order, merchantName)}<div class="status"><p role="status">${text}</p>
${order.redirectUrl ? `<a class="back" href="${escape(order.redirectUrl)}">Return to ${escape(merchantName)}</a>` : ''}</div>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Payment not found – PhonePe (simulator)',
    '<div class="status"><h1>Payment not found</h1><p role="alert">This payment link is not valid.</p></div>',
  );
}
