/** `npm start`: build the site, serve it with its API at http://localhost:4173, stop on Ctrl-C. */
import { startLocalStack } from './local-stack';

const build = !process.argv.includes('--no-build');
const stack = await startLocalStack({ port: Number(process.env.PORT ?? 4173), build });

console.log(`\n  Sitio web:  ${stack.url}/`);
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
