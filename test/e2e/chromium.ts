/**
 * Finds Debian's Chromium (or CHROME_PATH). On a Debian machine where we are
 * root it installs the `chromium` package itself, saying so; anywhere else it
 * fails with one line naming what to install. Test tools never download a browser.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function found(): string | undefined {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium(): string {
  const existing = found();
  if (existing) return existing;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')) {
    console.log(
      'Chromium no está instalado: instalando el paquete "chromium" de Debian (apt-get)…',
    );
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = found();
    if (installed) return installed;
  }
  throw new Error(
    'No se encontró Chromium: instala el paquete "chromium" (Debian: apt-get install chromium) o define CHROME_PATH.',
  );
}

/** Flags checked on these machines (see TOOLCHAIN.md): headless, no sandbox as root, no phoning home. */
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
