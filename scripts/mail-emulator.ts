/**
 * The local SES: `aws-ses-v2-local` as a child process (started from its own
 * bin, so there is one PID to stop), plus helpers to read and clear its store.
 * `npm start` uses port 8005 (its web inbox is http://localhost:8005); tests and
 * benches pass 0 and get a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One mail as the emulator stores it (GET /store). */
export interface StoredMail {
  readonly messageId: string;
  readonly from: string;
  readonly replyTo: string[];
  readonly destination: { to: string[]; cc: string[]; bcc: string[] };
  readonly subject: string;
  readonly body: { text?: string; html?: string };
  readonly at: number;
}

export interface MailEmulator {
  /** The web inbox for people, e.g. http://localhost:8005. */
  readonly url: string;
  /** The same server by IP, for the SES client and the store helpers (no ::1 detour). */
  readonly endpoint: string;
  readMails(): Promise<StoredMail[]>;
  clearMails(): Promise<void>;
  stop(): Promise<void>;
}

const emulatorBin = fileURLToPath(
  new URL('../node_modules/.bin/aws-ses-v2-local', import.meta.url),
);

export async function readMailStore(url: string): Promise<StoredMail[]> {
  const response = await fetch(`${url}/store`);
  if (!response.ok) throw new Error(`GET ${url}/store answered ${response.status}`);
  const store = (await response.json()) as { emails: StoredMail[] };
  return store.emails;
}

export async function clearMailStore(url: string): Promise<void> {
  const response = await fetch(`${url}/clear-store`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST ${url}/clear-store answered ${response.status}`);
}

export async function startMailEmulator({
  port = 8005,
  host = '127.0.0.1',
  // Only stops a start that hangs: beside a site build and other test runs on a two-core machine
  // (load 30, 2026-11-28) the emulator took over 15 s to print its address.
  timeoutMs = 60_000,
}: { port?: number; host?: string; timeoutMs?: number } = {}): Promise<MailEmulator> {
  // The bin is a Node script: run it with this Node (24) rather than whatever `env node` finds.
  const child = spawn(
    process.execPath,
    [realpathSync(emulatorBin), '--host', host, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Never outlive the process that started it, even when that process exits without stop().
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const printed = await waitForAddress(child, port, timeoutMs);
  const actualPort = new URL(printed).port;
  const endpoint = `http://${host}:${actualPort}`;
  await waitForHealth(endpoint, timeoutMs);
  return {
    url: `http://localhost:${actualPort}`,
    endpoint,
    readMails: () => readMailStore(endpoint),
    clearMails: () => clearMailStore(endpoint),
    stop: () => stopChild(child),
  };
}

/** The emulator prints `server running at http://localhost:PORT` once listening. */
function waitForAddress(child: ChildProcess, port: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error('the mail emulator did not start in time')),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${error.message}\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /server running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Keep draining so a full pipe never blocks the emulator.
        child.stdout?.resume();
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', fail);
    // 'close', not 'exit': by then everything the emulator printed has been read.
    child.once('close', (code) =>
      fail(
        new Error(
          // The emulator reports a busy port only as "Server does not have an address".
          /EADDRINUSE|does not have an address/.test(output)
            ? `El puerto ${port} del emulador de correo está ocupado: detén el otro proceso o usa MAIL_PORT=<otro puerto>.`
            : `the mail emulator exited with code ${code}`,
        ),
      ),
    );
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const healthy = await fetch(`${url}/health-check`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`the mail emulator at ${url} is not healthy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
