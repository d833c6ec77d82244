// `npm start`: builds the shop, starts the emulators, loads the demo data and prints where it all is.
import { PreflightError } from './lib/preflight';
import { buildLocalStack } from './lib/build';
import { emulatorEnv, emulatorHub, startStack, withTriggersOff, type RunningStack } from './lib/stack';
import { step, StepError } from './lib/steps';

let stack: RunningStack | undefined;
let stopping = false;
const shutdown = async (code: number) => {
  stopping = true;
  await stack?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await step('Building the shop', buildLocalStack);
  stack = await step('Starting the Firebase emulators', () =>
    startStack({ only: ['auth', 'firestore', 'functions', 'hosting', 'storage'] }),
  );
  Object.assign(process.env, emulatorEnv(stack.ports));
  // Imported after the emulator variables are set so firebase-admin can only ever reach the emulators.
  const { seedDemoData, DEMO_ADMIN, DEMO_STAFF } = await import('./seed');
  const { ports } = stack;
  await step('Loading the demo data', () => withTriggersOff(emulatorHub(ports), () => seedDemoData({})));

  console.log(`
The shop is running.

  Storefront   http://127.0.0.1:${ports.hosting}
  Admin        http://127.0.0.1:${ports.hosting}/admin
               owner  e-mail ${DEMO_ADMIN.email}   password ${DEMO_ADMIN.password}
               staff  e-mail ${DEMO_STAFF.email}   password ${DEMO_STAFF.password}
  API          http://127.0.0.1:${ports.hosting}/api/v1/main/
  Emulators    auth 127.0.0.1:${ports.auth}, firestore 127.0.0.1:${ports.firestore}, functions 127.0.0.1:${ports.functions}${stack.emulators.includes('storage') ? `, storage 127.0.0.1:${ports.storage}` : ''}
  Logs         ${stack.logFile}
${stack.notices.map((notice) => `\n  ${notice}`).join('')}

Payments use the test payment provider (no Stripe keys on the emulators). Press Ctrl-C to stop.`);
  const code = await stack.exited;
  // Ctrl-C reaches firebase-tools too; only an exit nobody asked for is an error.
  if (stopping || code === 0) process.exit(0);
  console.error(`The emulators stopped (exit code ${code}). See ${stack.logFile}.`);
  process.exit(1);
} catch (error) {
  if (error instanceof PreflightError) console.error(`\nCannot start the shop: ${error.message}`);
  else if (error instanceof StepError) console.error(`\nCannot start the shop: ${error.message}`);
  else console.error(error);
  await shutdown(1);
}
