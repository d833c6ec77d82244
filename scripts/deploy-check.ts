// `npm run deploy:check [-- --project <alias>]`: is the repo ready to deploy to a real Firebase project?
// Reads the repo and the project's settings files only (no network; scripts/deploy-check-rules.ts says
// what it checks) and exits 1 naming each missing or unsafe piece, one line each. The production web
// build (web/build.ts) and firebase.json's predeploy hooks run it, so a deploy that would not work stops
// before anything is uploaded. firebase-tools hands its hooks the deploy's project as GCLOUD_PROJECT.
import { repoRoot } from './lib/preflight';
import { deployProblems, readDeploySettings } from './deploy-check-rules';

const flag = process.argv.indexOf('--project');
const project = (flag >= 0 ? process.argv[flag + 1] : undefined) ?? process.env.GCLOUD_PROJECT;

const settings = readDeploySettings(repoRoot, project || undefined, process.env);
const problems = deployProblems(settings);
const target = settings.projectId ?? 'no project';
if (problems.length > 0) {
  console.error(`Not ready to deploy to ${target} (docs/deploy.md, "From zero to live"):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Ready to deploy to ${target}: every setting the deploy needs is in place.`);
