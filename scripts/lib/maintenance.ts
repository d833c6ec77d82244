// How a maintenance command that rewrites derived data (customers:rebuild, designers:rebuild) runs:
// against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set; otherwise against the real
// project of the Application Default Credentials, which `--project <id>` or GCLOUD_PROJECT names.

/**
 * Reads `--project <id>` (the Admin SDK then reaches that project), runs `task` and prints what it
 * answers; a failure is printed after `failed` and ends the command with exit code 1.
 */
export async function runMaintenance(
  usage: string,
  failed: string,
  task: () => Promise<string>,
): Promise<void> {
  const projectIndex = process.argv.indexOf('--project');
  if (projectIndex >= 0) {
    const project = process.argv[projectIndex + 1];
    if (!project) {
      console.error(`--project needs a project id.\nUsage: ${usage}`);
      process.exit(2);
    }
    process.env.GCLOUD_PROJECT = project;
  }
  try {
    console.log(await task());
  } catch (error) {
    console.error(`${failed}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
