import { COMPANY, DEFAULT_SETTINGS, type SupportContact } from '@jatra/shared';
import { LOCALE_INFO, type Locale } from '@jatra/shared/i18n';
import '../http/compile-catalogues';
import { escapeHtml } from '../http/escape-html';
import { sayMail } from '@jatra/shared/mail-words';

/** One part of a mail; the plain text and the HTML are both drawn from the same blocks, so they can't drift. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; title?: string; rows: (readonly [label: string, value: string])[] }
  | { kind: 'table'; title: string; head: string[]; rows: string[][] }
  | { kind: 'link'; label: string; url: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The support line every mail ends with: the contact an admin saved in the settings, else the company's. */
const DEFAULT_MAIL_SUPPORT: SupportContact = {
  support_email: DEFAULT_SETTINGS.support_email,
  support_phone: DEFAULT_SETTINGS.support_phone,
};
const supportLine = (support: SupportContact, locale: Locale) =>
  sayMail('mail.support', { phone: support.support_phone, email: support.support_email }, locale);
const SENDER = `${COMPANY.name}, ${COMPANY.address}`;

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return [...(block.title ? [block.title] : []), ...block.rows.map(([label, value]) => `${label}: ${value}`)].join(
        '\n',
      );
    case 'table':
      // 'Seat U1 (upper deck): Asha Das, 34, Female'
      return [
        block.title,
        ...block.rows.map(
          ([first, ...rest]) => `- ${block.head[0]} ${first}: ${rest.filter((cell) => cell).join(', ')}`,
        ),
      ].join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e4e7eb;text-align:left;vertical-align:top';
const H2 = 'font-size:15px;margin:20px 0 8px;color:#1f2933';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'facts': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th style="${CELL};width:40%;color:#52606d;font-weight:normal">${escapeHtml(label)}</th><td style="${CELL};font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      const title = block.title ? `<h2 style="${H2}">${escapeHtml(block.title)}</h2>` : '';
      return `${title}<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">${rows}</table>`;
    }
    case 'table': {
      const head = block.head.map((cell) => `<th style="${CELL};color:#52606d">${escapeHtml(cell)}</th>`).join('');
      const rows = block.rows
        .map((cells) => `<tr>${cells.map((cell) => `<td style="${CELL}">${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('');
      return `<h2 style="${H2}">${escapeHtml(block.title)}</h2><table style="width:100%;border-collapse:collapse;font-size:14px"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    }
    case 'link':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(block.label)}</a></p><p style="margin:0 0 12px;font-size:12px;color:#52606d">${escapeHtml(block.url)}</p>`;
  }
}

/** The mail's plain text and a simple HTML page with inline styles (mail clients drop style sheets). */
export function renderMail(
  subject: string,
  heading: string,
  support: SupportContact | undefined,
  blocks: MailBlock[],
  locale: Locale = 'en',
): RenderedMail {
  support ??= DEFAULT_MAIL_SUPPORT;
  const text = [...blocks.map(blockText), `${supportLine(support, locale)}\n${SENDER}`].join('\n\n');
  const html = `<!doctype html>
<html lang="${locale === 'en' ? 'en' : LOCALE_INFO[locale].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:600px;margin:0 auto;padding:24px 12px">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<div style="font-size:22px;font-weight:bold;color:#c2410c;margin:0 0 4px">${escapeHtml(COMPANY.brand)}</div>
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join('\n')}
</div>
<p style="font-size:12px;color:#52606d;line-height:1.5;margin:16px 4px">${escapeHtml(supportLine(support, locale))}<br>${escapeHtml(SENDER)}</p>
</div>
</body></html>
`;
  return { subject, text: `${text}\n`, html };
}
