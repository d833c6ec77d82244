// The security headers of the pages the functions render (storefrontPage, productPage): the policy of
// domain/src/security-headers.ts, with the hashes of the inline scripts this very answer carries.
import { contentSecurityPolicy, inlineScripts, securityHeaders } from '@shop/domain';
import { createHash } from 'node:crypto';
import type { Response } from 'express';

/**
 * In the Functions emulator the browser also talks to the emulators (Firestore, Auth, Storage), at
 * the addresses the emulator gives the functions; a deployed function has none of these variables.
 */
function emulatorOrigins(): string[] {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return [];
  return [
    process.env.FIRESTORE_EMULATOR_HOST,
    process.env.FIREBASE_AUTH_EMULATOR_HOST,
    process.env.FIREBASE_STORAGE_EMULATOR_HOST,
  ].flatMap((host) => (host ? [`http://${host}`] : []));
}

/** Sets the security headers for `html`, the page about to be sent. */
export function setPageSecurityHeaders(res: Response, html: string): void {
  const scriptHashes = inlineScripts(html).map((script) =>
    createHash('sha256').update(script).digest('base64'),
  );
  res.set(securityHeaders(contentSecurityPolicy({ scriptHashes, localOrigins: emulatorOrigins() })));
}
