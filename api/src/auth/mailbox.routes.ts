import { Router } from 'express';
import type { MailboxMessage } from '@jatra/shared';
import { escapeHtml } from '../http/escape-html';
import { devMailboxMessages } from './dev-mailbox';
import type { MailboxRepository } from './mailbox.repository';

function page(messages: MailboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.created_at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td><b>${escapeHtml(m.code ?? '')}</b></td><td style="white-space:pre-wrap">${escapeHtml(m.body)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Jatra dev mailbox</title></head>
<body><h1>Dev mailbox</h1><p>E-mails and SMS the API would have sent (newest first). JSON: <code>?to=&lt;email or phone&gt;</code></p>
<table border="1" cellpadding="4"><thead><tr><th>When</th><th>To</th><th>Subject</th><th>Code</th><th>Body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No messages yet</td></tr>'}</tbody></table></body></html>`;
}

/** `/sim/mailbox`: the messages that would have gone out by SMTP or SMS; never mounted in production. */
export function mailboxRoutes(mailbox: MailboxRepository): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to : undefined;
    const messages = await devMailboxMessages(mailbox, to);
    res.set('Cache-Control', 'no-store');
    if (to) res.json({ messages });
    else res.type('html').send(page(messages));
  });
  return router;
}
