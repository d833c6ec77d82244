// Makes an account an owner of the shop, or takes its admin role away (docs/decisions.md rules 3
// and 60): the first owner is made here; owners add the rest of the team from the admin's Staff screen.
//   npm run admin:grant -- someone@example.com     (tsx scripts/admin-claim.ts grant <email>)
//   npm run admin:revoke -- someone@example.com    (tsx scripts/admin-claim.ts revoke <email>)
// Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set; otherwise against the real
// project of the Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS or
// `gcloud auth application-default login`), which `--project <id>` or GCLOUD_PROJECT can name.
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminRoleOf, claimsWithRole } from '@shop/domain';
import { projectId as demoProjectId } from './lib/stack';

export type ClaimAction = 'grant' | 'revoke';

export class AdminClaimError extends Error {}

export interface ClaimResult {
  action: ClaimAction;
  uid: string;
  email: string;
  /** False when the account already was an owner (grant) or no admin (revoke). */
  changed: boolean;
}

/**
 * Grant: the claims `admin: true, role: 'owner'`; revoke: neither. The account's other claims are kept.
 */
export async function setAdminClaim(app: App, action: ClaimAction, email: string): Promise<ClaimResult> {
  const auth = getAuth(app);
  let user;
  try {
    user = await auth.getUserByEmail(email.trim());
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found')
      throw new AdminClaimError(`No account with the e-mail address ${email}.`);
    if (code === 'auth/invalid-email') throw new AdminClaimError(`"${email}" is not an e-mail address.`);
    throw error;
  }
  const before = adminRoleOf(user.customClaims);
  const claims = claimsWithRole(user.customClaims, action === 'grant' ? 'owner' : null);
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  // An ID token already issued keeps its claims for up to an hour: revoking the refresh tokens ends
  // every session now (the admin routes check revocation), and the next sign-in carries no claim.
  if (action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  const changed = action === 'grant' ? before !== 'owner' : before !== null;
  return { action, uid: user.uid, email: user.email ?? email, changed };
}

const USAGE = 'Usage: tsx scripts/admin-claim.ts grant|revoke <email> [--project <id>]';

function parseArgs(argv: string[]): { action: ClaimAction; email: string; project: string | undefined } {
  const args = [...argv];
  let project: string | undefined;
  const projectIndex = args.indexOf('--project');
  if (projectIndex >= 0) {
    project = args[projectIndex + 1];
    if (!project) throw new AdminClaimError(`--project needs a project id.\n${USAGE}`);
    args.splice(projectIndex, 2);
  }
  const [action, email, ...rest] = args;
  if (action !== 'grant' && action !== 'revoke') {
    throw new AdminClaimError(
      `${action ? `Unknown action "${action}".` : 'Missing the action (grant or revoke).'}\n${USAGE}`,
    );
  }
  if (!email) throw new AdminClaimError(`Missing the e-mail address of the account.\n${USAGE}`);
  if (rest.length > 0) throw new AdminClaimError(`Unexpected arguments: ${rest.join(' ')}\n${USAGE}`);
  return { action, email, project };
}

async function main(): Promise<void> {
  const { action, email, project } = parseArgs(process.argv.slice(2));
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? (emulator ? demoProjectId : undefined);
  const app = initializeApp(projectId ? { projectId } : {}, 'admin-claim');
  const where = emulator ? `Auth emulator ${emulator}` : 'the real project';
  try {
    const result = await setAdminClaim(app, action, email);
    const what = action === 'grant' ? 'is now an admin (owner)' : 'is no longer an admin';
    const already = result.changed
      ? ''
      : ` (no change: it ${action === 'grant' ? 'already was an owner' : 'was not one'})`;
    console.log(
      `${result.email} (uid ${result.uid}) ${what}${already}; project ${projectId ?? '(from credentials)'}, ${where}.`,
    );
    if (result.changed) {
      console.log(
        'The claim reaches the account with its next ID token: sign out and in again, or wait up to an hour.',
      );
    }
  } finally {
    await deleteApp(app);
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    await main();
  } catch (error) {
    if (error instanceof AdminClaimError) {
      console.error(error.message);
      process.exit(2);
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Could not change the admin claim: ${message}`);
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      console.error(
        'For the emulators set FIREBASE_AUTH_EMULATOR_HOST; for a real project provide credentials (GOOGLE_APPLICATION_CREDENTIALS) and --project.',
      );
    }
    process.exit(1);
  }
}
