// The cost of checking revocation on every route that acts on an account or with admin power
// (docs/decisions.md rule 71). `verifyIdToken(token, true)` adds one Auth account lookup to the
// signature check (firebase-admin's getUser: Identity Toolkit's accounts:lookup). The Auth emulator
// makes firebase-admin look the account up whatever it is asked, so the two cannot be timed apart
// end to end here: this times the lookup itself and the whole verification, each `--runs` (200)
// times, one after the other, and prints p50, p95 and max in ms.
//
//   EMULATOR_PORT_OFFSET=<n> npx tsx scripts/emulators.ts --only auth -- npx tsx scripts/bench/revocation.ts
import { loadavg } from 'node:os';
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../../functions/src/firebase-app';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 200);
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!authHost) throw new Error('Run under scripts/emulators.ts: FIREBASE_AUTH_EMULATOR_HOST is not set');

async function signUp(): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `timing-${Date.now()}@example.nl`,
        password: 'a long timing phrase',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const row = (name: string, sorted: number[]) =>
  `${name.padEnd(44)} p50 ${at(sorted, 0.5).toFixed(2)} ms  p95 ${at(sorted, 0.95).toFixed(2)} ms  max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`;

const auth = getAuth(adminApp());
const { uid, idToken } = await signUp();
// Warm up the connection and the module caches.
await auth.verifyIdToken(idToken, true);
const lookup = await timed(() => auth.getUser(uid));
const verify = await timed(() => auth.verifyIdToken(idToken, true));
console.log(`${runs} runs each, Auth emulator at ${authHost}, load average ${loadavg()[0]?.toFixed(1)}`);
console.log(row('account lookup (what checkRevoked adds)', lookup));
console.log(row('verifyIdToken(token, true), whole', verify));
await auth.deleteUser(uid);
process.exit(0);
