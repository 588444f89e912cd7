/**
 * Finds Debian's Chromium (or CHROME_PATH) and Java (for the HTML checker). On a
 * Debian machine where we are root it installs the package itself, saying so;
 * anywhere else it fails with one line naming what to install. Test tools never
 * download a browser or a runtime.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function found(): string | undefined {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  return candidates.find((path) => existsSync(path));
}

/**
 * Returns what `find` finds; if nothing, on a Debian machine where we are root, installs
 * the Debian package `pkg` (or packages, space-separated; saying so) and looks again; anywhere
 * else fails with one line naming what to install.
 */
export function ensureDebianPackage(
  find: () => string | undefined,
  pkg: string,
  what: string,
  hint = '',
): string {
  const existing = find();
  if (existing) return existing;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')) {
    console.log(`${what} no está instalado: instalando "${pkg}" de Debian (apt-get)…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...pkg.split(' ')], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(
    `No se encontró ${what}: instala el paquete "${pkg}" (Debian: apt-get install ${pkg})${hint}.`,
  );
}

export function ensureChromium(): string {
  return ensureDebianPackage(found, 'chromium', 'Chromium', ' o define CHROME_PATH');
}

/** Java for the W3C Nu HTML checker (vnu-jar): Debian's headless JRE. */
export function ensureJava(): string {
  return ensureDebianPackage(
    () => ['/usr/bin/java'].find((path) => existsSync(path)),
    'default-jre-headless',
    'Java',
  );
}

/**
 * Chromium's flags for the tests and scripts: headless, no GPU, no sandbox (as root Chromium will
 * not start with its sandbox on, and these tools may run as root: ensureDebianPackage installs
 * when they do), and nothing that phones home (no QUIC, first run, background networking,
 * component updates or sync).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
