// Abuse limits on the public writes and lookups: how often one visitor and one client
// address may call a route in a time window. The counters are in Firestore (data/abuse-counters.ts),
// so the limit holds across every function instance: exactly per visitor, approximately per address
// (counted over several documents, so that shoppers behind one address never wait for each other).
// Over the limit the answer is a JSON 429 with Retry-After, and the route's handler never runs
// (nothing is written, no mail is queued).
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { API_ERROR_CODES } from '@shop/domain';
import type { Request, RequestHandler, Response } from 'express';
import { trustedProxyHops } from '../config';
import { takeAbuseSlots, type AbuseCounter } from '../data/abuse-counters';
import * as logs from '../logs';
import { HttpError, requestPath } from './errors';
import { check, optionalCaller } from './middleware';

export interface AbuseLimits {
  /** Calls one visitor (the uid of a valid ID token, anonymous or not) may make per window. */
  perVisitor: number;
  /**
   * Calls one client address may make per window, whoever the visitor is. High enough for a shared
   * network (an office, a mobile carrier's NAT): and a visitor's first call in a window is never
   * refused for it (see abuseLimit).
   */
  perIp: number;
  windowSeconds: number;
}

/**
 * Every limit, in one place (docs/api.md "Abuse limits" lists them). Per visitor tight, per address
 * ten times that: one address may be many shoppers.
 */
export const ABUSE_LIMITS = {
  /** POST newsletter. */
  newsletter: { perVisitor: 5, perIp: 50, windowSeconds: 600 },
  /** POST newsletterconfirm and POST newsletterunsubscribe (the links in the newsletter's mails). */
  newsletterlink: { perVisitor: 10, perIp: 100, windowSeconds: 600 },
  /** POST contact. */
  contact: { perVisitor: 5, perIp: 50, windowSeconds: 600 },
  /** POST resendverification: each call mails the account's address, so a day's window. */
  resendverification: { perVisitor: 5, perIp: 50, windowSeconds: 86_400 },
  /** POST findorder (Find an order). */
  findorder: { perVisitor: 10, perIp: 100, windowSeconds: 3600 },
  /** POST returnrequest. */
  returnrequest: { perVisitor: 10, perIp: 100, windowSeconds: 3600 },
  /** POST registercustomer. */
  registercustomer: { perVisitor: 5, perIp: 50, windowSeconds: 3600 },
  /** POST / GET getcouponitemscart/{code}: trying codes. */
  coupon: { perVisitor: 10, perIp: 100, windowSeconds: 600 },
  /** POST charges and POST secret together: each call may create a PaymentIntent. */
  checkout: { perVisitor: 20, perIp: 200, windowSeconds: 600 },
  /** POST staffinvitation and POST acceptinvitation (the staff invitation's link). */
  invitation: { perVisitor: 10, perIp: 100, windowSeconds: 600 },
} as const satisfies Record<string, AbuseLimits>;

/**
 * New pictures one client address may have the image function make per window (docs/decisions.md
 * rule 72): each cache miss is a fetch and an encode, while a hit costs nothing. Generous: a shopper
 * paging through listings right after a deploy (every variant a miss) causes a few hundred, and one
 * address may be a whole office.
 */
export const PICTURE_MISS_LIMIT = { perIp: 1000, windowSeconds: 600 } as const;

/**
 * Takes one of the client address's slots under `limit` (PICTURE_MISS_LIMIT) for `name`: null when
 * taken, otherwise the seconds until the window ends. For callers without an ID token or a route.
 */
export async function takeAddressSlot(
  name: string,
  req: Request,
  limit: { perIp: number; windowSeconds: number },
): Promise<number | null> {
  const windowMs = limit.windowSeconds * 1000;
  const now = Date.now();
  const window = Math.floor(now / windowMs);
  const windowEnd = (window + 1) * windowMs;
  const counter = { id: counterId(name, 'ip', clientAddress(req), window), limit: limit.perIp };
  if (await takeSlotsOrRefuseBurst(counter, undefined, new Date(windowEnd))) return null;
  return Math.max(1, Math.ceil((windowEnd - now) / 1000));
}

/**
 * Receipts one e-mail address may be sent per window, whoever asks (docs/decisions.md rule 34): a
 * contact form typed with someone else's address must not flood that person's inbox. Over the limit
 * the message is still stored and the shop still gets its copy; only the receipt is left out, and the
 * answer is the same, so the form neither tells nor lets anyone silence a sender.
 */
export const RECIPIENT_LIMITS = {
  /** POST contact's receipt to the sender's address. */
  contactreceipt: { perRecipient: 3, windowSeconds: 86_400 },
} as const;

/** Takes one of the recipient's slots under RECIPIENT_LIMITS[name]; false when none is left. */
export async function takeRecipientSlot(
  name: keyof typeof RECIPIENT_LIMITS,
  email: string,
): Promise<boolean> {
  const { perRecipient, windowSeconds } = RECIPIENT_LIMITS[name];
  const windowMs = windowSeconds * 1000;
  const window = Math.floor(Date.now() / windowMs);
  const counter = {
    id: counterId(name, 'recipient', email.trim().toLowerCase(), window),
    limit: perRecipient,
  };
  // Counted like an address (over shards, approximately): a receipt never waits on another.
  return takeSlotsOrRefuseBurst(counter, undefined, new Date((window + 1) * windowMs));
}

/**
 * The client's address as Google's front end saw it. Cloud Functions (Cloud Run) append the address
 * that connected to them to X-Forwarded-For, and Firebase Hosting's CDN, in front of the shop's API,
 * appends the browser's before that; everything further left was written by the client and can be
 * anything. So the client is the entry `hops` places from the right (config.ts: 1 behind Hosting),
 * never the leftmost: through Hosting, prepending made-up addresses cannot move it. (A script calling
 * the function's own URL, bypassing Hosting, can choose that entry; docs/api.md, "Abuse limits".)
 * Without the header (in-process, tests) it is the socket's address. IPv6 addresses count per /64,
 * the block one subscriber gets.
 */
export function clientAddress(req: Request, hops = trustedProxyHops): string {
  const forwarded = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than hops + 1: the request came straight to the function, its last entry is the client.
  const address = (
    forwarded[Math.max(0, forwarded.length - 1 - hops)] ??
    req.socket.remoteAddress ??
    'unknown'
  ).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''); // an IPv4 client of an IPv6 socket
  return ipv6Prefix(address) ?? address;
}

/** The first four groups of an IPv6 address (`2001:db8:0:1::/64`), undefined for anything else. */
function ipv6Prefix(address: string): string | undefined {
  if (!isIPv6(address)) return undefined;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [
    ...headGroups,
    ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * One counter per limit name, kind, key and window (an address's is spread over shard documents
 * named by this id and `.{shard}`). The key is hashed: the id stays a valid document id whatever the
 * key is, and no IP address or uid is stored.
 */
function counterId(name: string, kind: 'visitor' | 'ip' | 'recipient', key: string, window: number): string {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `${name}.${kind}.${digest}.${window}`;
}

/**
 * Express middleware: `perVisitor` and `perIp` calls per `windowSeconds` to the route named `name`
 * (ABUSE_LIMITS). A visitor's first call in a window counts against the address but is never refused
 * for it: a new shopper on a busy shared network is not locked out by the others. Only calls without
 * a valid ID token, and a visitor's further calls, are held to the address's limit (new anonymous
 * visitors are themselves limited per address by Firebase Auth's sign-up quota and App Check).
 */
export function abuseLimit(name: keyof typeof ABUSE_LIMITS): RequestHandler {
  const limits: AbuseLimits = ABUSE_LIMITS[name];
  const windowMs = limits.windowSeconds * 1000;
  return check(async (req, res) => {
    const now = Date.now();
    const window = Math.floor(now / windowMs);
    const windowEnd = (window + 1) * windowMs;
    const caller = await optionalCaller(req, res);
    const address: AbuseCounter = {
      id: counterId(name, 'ip', clientAddress(req), window),
      limit: limits.perIp,
    };
    const visitor: AbuseCounter | undefined = caller && {
      id: counterId(name, 'visitor', caller.uid, window),
      limit: limits.perVisitor,
    };
    if (await takeSlotsOrRefuseBurst(address, visitor, new Date(windowEnd))) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    logs.abuseLimitReached(name, requestPath(req), caller?.uid);
    throw tooManyRequests(res, retryAfterSeconds);
  });
}

/** Every limit's refusal: the API's JSON 429, and Retry-After set on `res` in whole seconds. */
export function tooManyRequests(res: Response, retryAfterSeconds: number): HttpError {
  res.set('Retry-After', String(retryAfterSeconds));
  return new HttpError(
    429,
    API_ERROR_CODES.tooManyRequests,
    `Too many requests. Please try again in ${retryWait(retryAfterSeconds)}.`,
    { retryAfterSeconds },
  );
}

/**
 * Firestore gives up on a transaction that keeps colliding with others on the same counter (gRPC
 * ABORTED, code 10, after its retries): that only happens in one visitor's burst on its own counter,
 * so it is answered like a full window rather than as a server error.
 */
async function takeSlotsOrRefuseBurst(
  address: AbuseCounter,
  visitor: AbuseCounter | undefined,
  expiresAt: Date,
): Promise<boolean> {
  try {
    return await takeAbuseSlots(address, visitor, expiresAt);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 10) return false;
    throw error;
  }
}

/** How long to wait, in words: "40 seconds", "3 minutes". */
export function retryWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
