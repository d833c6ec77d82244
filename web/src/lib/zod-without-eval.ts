/**
 * zod (the forms' and the checkout's schemas) probes `new Function("")` once, to decide whether to
 * compile its parsers. The shop's Content-Security-Policy allows no eval, so the browser refuses the
 * probe and reports it as a violation (zod catches the error itself). Its jitless mode skips the
 * probe: set here, on the config object zod shares through globalThis (the entry imports none of zod
 * for it). The object is changed in place, never replaced: a zod module that loaded first keeps the
 * object it found, and reads the flag from it when it first parses.
 */
export function runZodWithoutEval(): void {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (shared.__zod_globalConfig ??= {}).jitless = true;
}
