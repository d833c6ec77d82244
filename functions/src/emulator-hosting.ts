// The local stack's Hosting emulator, found through the emulator hub (the Functions emulator tells every
// function where the hub is): its port moves with EMULATOR_PORT_OFFSET, so it cannot be configured.

/** The Hosting emulator's origin (http://127.0.0.1:5000); throws a plain sentence when it is unknown. */
export async function hostingEmulatorOrigin(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('no emulator hub is known');
  let emulators: Record<string, { host: string; port: number } | undefined>;
  try {
    const response = await fetch(`http://${hub}/emulators`);
    emulators = (await response.json()) as typeof emulators;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the emulator hub could not say where Hosting is (${reason})`, { cause: error });
  }
  const hosting = emulators.hosting;
  if (!hosting) throw new Error('the Hosting emulator is not running');
  return `http://${hosting.host}:${hosting.port}`;
}
