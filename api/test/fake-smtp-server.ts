import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SmtpMessage {
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321: greeting, EHLO, MAIL, RCPT, DATA, RSET, QUIT) to see what
 * nodemailer hands over. `rejectRecipients` answers 550 to RCPT, as a mail server refusing the address.
 */
export async function startSmtpServer() {
  const messages: SmtpMessage[] = [];
  const knobs = { rejectRecipients: false };
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let current: SmtpMessage = { from: '', to: [], data: '' };
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') reply(((current.from = line), '250 2.1.0 OK'));
        else if (verb === 'RCPT') {
          if (knobs.rejectRecipients) reply('550 5.1.1 no such mailbox');
          else reply((current.to.push(line), '250 2.1.5 OK'));
        } else if (verb === 'DATA') reply(((inData = true), '354 end with <CRLF>.<CRLF>'));
        else if (verb === 'RSET') reply(((current = { from: '', to: [], data: '' }), '250 OK'));
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.1 not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    knobs,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
