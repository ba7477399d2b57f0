/**
 * Starts test/smtp/smtpProcess.ts as a child process (a real SMTP server on a free local port)
 * and collects the messages it prints. `url` goes into SMTP_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'smtpProcess.ts');

export function startSmtpServer(): Promise<TestSmtpServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const messages: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    child.once('exit', (code) => reject(new Error(`SMTP test server exited with ${code}`)));
    lines.on('line', (line) => {
      const msg = JSON.parse(line) as { listening?: number } & ReceivedMail;
      if (msg.listening !== undefined) {
        resolve({
          url: `smtp://test:test@127.0.0.1:${msg.listening}`,
          messages,
          waitFor(match, timeoutMs = 10_000) {
            const found = messages.find(match);
            if (found) return Promise.resolve(found);
            return new Promise((res, rej) => {
              const timer = setTimeout(() => rej(new Error('no matching mail arrived')), timeoutMs);
              waiters.push({ match, resolve: (m) => (clearTimeout(timer), res(m)) });
            });
          },
          stop: () =>
            new Promise<void>((res) => {
              if (child.exitCode !== null) return res();
              child.once('exit', () => res());
              child.kill('SIGTERM');
            }),
        });
        return;
      }
      messages.push(msg);
      for (const w of [...waiters]) {
        if (w.match(msg)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(msg);
        }
      }
    });
  });
}
