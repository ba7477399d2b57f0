/**
 * A real SMTP server process for tests (smtp-server): listens on 127.0.0.1 at a free port, prints
 * `{"listening":<port>}` and then one JSON line per received message on stdout:
 * {from, to[], subject, text, raw}. Any login is accepted; no TLS (local only).
 * Run: node --import tsx test/smtp/smtpProcess.ts
 */
import { SMTPServer } from 'smtp-server';

function header(head: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return m ? m[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

/** Decodes the body of a single-part text message (nodemailer's quoted-printable or base64). */
function bodyText(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`)
        .replace(/%(?![0-9A-F]{2})/gi, '%25'),
      'latin1',
    ).toString('latin1');
    body = decodeURIComponent(body);
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { subject: header(head, 'Subject'), text: body.replace(/\r\n/g, '\n') };
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'test' });
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const to = session.envelope.rcptTo.map((r) => r.address);
      process.stdout.write(`${JSON.stringify({ from, to, ...bodyText(raw), raw })}\n`);
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  process.stdout.write(`${JSON.stringify({ listening: typeof address === 'object' && address ? address.port : 0 })}\n`);
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
