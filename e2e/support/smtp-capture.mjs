// A real SMTP receiver for the browser tests: every mail it accepts is written to MAIL_CAPTURE_DIR as .eml.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_CAPTURE_DIR;
const port = Number(process.env.SMTP_PORT ?? 2525);
if (!dir) throw new Error('MAIL_CAPTURE_DIR is not set');
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const recipients = session.envelope.rcptTo.map((to) => to.address).join(',');
      count += 1;
      writeFileSync(path.join(dir, `${Date.now()}-${count}-${recipients}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`SMTP capture on ${port}, writing to ${dir}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
