// The security headers of every HTML answer, in one place: Firebase Hosting sends them for the static
// pages (firebase.json holds them literally; scripts/hosting-config.ts checks they are these), the
// rendering functions for the pages they render (functions/src/http/security-headers.ts), and the
// local stack adds the emulators' origins (scripts/lib/stack.ts).

/**
 * Where the storefront and the admin fetch from, beyond their own origin: Firebase (Firestore,
 * Auth's Identity Toolkit and token service, Storage, Installations and App Check), Stripe's API,
 * Google Analytics (only after consent) and reCAPTCHA Enterprise (App Check's attestation).
 */
const CONNECT_ORIGINS = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://content-firebaseappcheck.googleapis.com',
  'https://firebase.googleapis.com',
  'https://api.stripe.com',
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.google.com/recaptcha/',
];

/** Scripts from other origins: Stripe.js, Google's tag (Analytics) and reCAPTCHA Enterprise. */
const SCRIPT_ORIGINS = [
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://*.googletagmanager.com',
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

/** Frames: Stripe's payment elements and 3-D Secure, reCAPTCHA's. */
const FRAME_ORIGINS = [
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://hooks.stripe.com',
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

export interface ContentSecurityPolicyOptions {
  /** sha256 hashes (base64) of the inline scripts the page runs. */
  scriptHashes: readonly string[];
  /** Extra origins the page connects to: the emulators' in the local stack, never in a deploy. */
  localOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of an HTML page. Scripts run only from the shop's origin, the services
 * above and inline scripts whose hash is listed (no 'unsafe-inline'); JSON data blocks need no hash,
 * as the browser never runs them. Styles allow inline ones: Chakra UI inserts its styles at run time.
 * Images may come from any https address (the admin may give product images by URL). No site may
 * frame the shop (clickjacking of the admin's buttons).
 */
export function contentSecurityPolicy({
  scriptHashes,
  localOrigins = [],
}: ContentSecurityPolicyOptions): string {
  const hashes = scriptHashes.map((hash) => `'sha256-${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...SCRIPT_ORIGINS],
    ['connect-src', "'self'", ...CONNECT_ORIGINS, ...localOrigins],
    ['frame-src', ...FRAME_ORIGINS],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...localOrigins],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['font-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every HTML answer's security headers, the CSP given. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The shop uses none of these; payment is Stripe's own frame, which asks for `payment` itself.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
  };
}

/**
 * How long a browser keeps a static HTML page before it asks again: a couple of minutes, so a tab
 * opened after a deploy gets the new page (and its new script names) soon; Hosting's CDN is purged
 * on every deploy anyway.
 */
export const STATIC_HTML_CACHE = 'public, max-age=120, must-revalidate';

/**
 * The contents of the inline scripts the browser would run in `html` (no src, and a JavaScript type or
 * none); JSON and JSON-LD data blocks are left out, as CSP does not apply to them.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => {
      if (/\bsrc\s*=/i.test(attributes)) return false;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || type === 'module' || type === 'text/javascript';
    })
    .map(([, , body = '']) => body);
}
