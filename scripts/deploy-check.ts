// `npm run deploy:check [-- --project <alias or project id>]`: is the repo ready to deploy to a real
// Firebase project? Reads the repo and the project's settings files only (no network;
// scripts/deploy-check-rules.ts says what it checks) and exits 1 naming each missing or unsafe piece,
// one line each. The production web build (web/build.ts) and firebase.json's predeploy hooks run it, so
// a deploy that would not work stops before anything is uploaded. firebase-tools hands its hooks the
// deploy's project id as GCLOUD_PROJECT (never the alias): the verdict is the same under either name.
import { repoRoot } from './lib/preflight';
import { deployVerdict } from './deploy-check-rules';

const verdict = deployVerdict(repoRoot, process.argv.slice(2), process.env);
if (verdict.ready) console.log(verdict.lines.join('\n'));
else {
  console.error(verdict.lines.join('\n'));
  process.exit(1);
}
