import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetServerEnvForTests } from '@/lib/env';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A local SMTP server for tests: accepts every message on 127.0.0.1 without TLS or login, keeps
 * what it receives, and refuses recipients whose address starts with `refuse`.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse')) {
        const error = new Error('Mailbox unavailable for policy reasons') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A sink for every test of a file: started before them and closed after them, emptied before each
 * test, and used for mail only by the tests that call `useSmtp()` (SMTP_URL is unset after each).
 */
export function smtpSinkPerFile() {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  beforeEach(() => {
    sink?.received.splice(0);
  });
  afterEach(() => {
    delete process.env.SMTP_URL;
    resetServerEnvForTests();
  });
  return {
    /** What the sink received in this test. */
    get received(): ReceivedMail[] {
      return sink?.received ?? [];
    },
    useSmtp() {
      if (!sink) throw new Error('the SMTP sink has not started');
      process.env.SMTP_URL = sink.url;
      resetServerEnvForTests();
    },
  };
}
