/**
 * zod (the forms' and the checkout's schemas) probes `new Function("")` once, to decide whether to
 * compile its parsers. The shop's Content-Security-Policy allows no eval, so the browser refuses the
 * probe and reports it as a violation (zod catches the error itself). Its jitless mode skips the
 * probe: set here, on the config object zod shares through globalThis, before any zod module loads,
 * so the entry imports none of zod for it.
 */
export function runZodWithoutEval(): void {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
}
