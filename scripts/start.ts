/**
 * `npm start`: build the site, serve it with its API at http://localhost:4173 and
 * the mail emulator's inbox at http://localhost:8005; stop everything on Ctrl-C.
 */
import { apiPaths } from '../contract/contact-api';
import { startLocalStack } from './local-stack';

const build = !process.argv.includes('--no-build');
const stack = await startLocalStack({
  port: Number(process.env.PORT ?? 4173),
  mailPort: Number(process.env.MAIL_PORT ?? 8005),
  build,
});

console.log(`\n  Sitio web:            ${stack.url}/`);
console.log(`  API de contacto:      ${stack.url}${apiPaths.contact}`);
console.log(`                        ${stack.url}${apiPaths.application}`);
console.log(`  Bandeja de correo:    ${stack.mailUrl}/  (SES local: cada envío aparece aquí)`);
console.log('  Ctrl-C para detener.\n');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
