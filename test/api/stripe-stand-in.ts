// A loopback stand-in for Stripe's API (api.stripe.com cannot be reached from the tests): the real
// `stripe` SDK talks to it over HTTP (`host`, `port`, `protocol`), so what the shop sends is
// serialised, authenticated, keyed and retried exactly as in production, and Stripe's answers come
// back through the SDK's own error classes. It answers the calls the shop makes (PaymentIntents
// create / retrieve / update / cancel, Refunds create / retrieve) with Stripe's object and error
// shapes (docs.stripe.com/api/errors), and refuses what Stripe refuses:
// - a wrong key: 401; a restricted key without the resource's permission: 403;
// - amounts over 99,999,999 or under 50 cents, unknown payment method types, unknown or missing
//   parameters: 400 invalid_request_error with Stripe's codes;
// - a reused idempotency key with other parameters or on another endpoint: 400 idempotency_error;
//   the same key while its first request is still running: 409 idempotency_key_in_use;
// - a declined card at confirmation: 402 card_error card_declined.
// Like Stripe, it saves the status and body of a keyed request once the endpoint starts running
// (not auth or validation failures) and answers a repeat with them and `Idempotent-Replayed: true`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/src/payments/provider';

export const STAND_IN_SECRET_KEY = 'sk_test_standin_secret_key';

/** Test payment methods, named as Stripe's test mode names them. */
export const TEST_PAYMENT_METHODS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
} as const;

/** The payment method types Stripe knows (a short, real subset); anything else is refused. */
const KNOWN_METHOD_TYPES = new Set([
  'card',
  'ideal',
  'paypal',
  'bancontact',
  'eps',
  'giropay',
  'klarna',
  'p24',
  'link',
  'sepa_debit',
  'sofort',
]);

const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);
const UPDATABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Which Stripe resources a restricted key may write (Stripe's "Write" permission per resource). */
export type StandInResource = 'payment_intents' | 'refunds';

type Params = Record<string, unknown>;
type StripeObject = Record<string, unknown> & { id: string };

export interface StandInRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** The status the stand-in answered. */
  status: number;
}

class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const refuse = (status: number, type: string, message: string, extra: Params = {}) =>
  new StripeRefusal(status, { type, message, ...extra });

const invalid = (message: string, code: string, param?: string) =>
  refuse(400, 'invalid_request_error', message, {
    code,
    ...(param ? { param } : {}),
    doc_url: `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`,
  });

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b]=1&c[0]=x`) back into objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.split(/[[\]]+/).filter((key) => key !== '');
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map(String) : value === undefined ? undefined : [String(value)];

function checkKnown(params: Params, known: readonly string[]): void {
  for (const name of Object.keys(params)) {
    if (!known.includes(name)) {
      throw invalid(`Received unknown parameter: ${name}`, 'parameter_unknown', name);
    }
  }
}

function integerParam(params: Params, name: string, required: boolean): number | undefined {
  const raw = params[name];
  if (raw === undefined) {
    if (required) throw invalid(`Missing required param: ${name}.`, 'parameter_missing', name);
    return undefined;
  }
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw)) {
    throw invalid(`Invalid integer: ${String(raw)}`, 'parameter_invalid_integer', name);
  }
  return Number(raw);
}

function checkAmount(amount: number): void {
  if (amount > 99_999_999)
    throw invalid('Amount must be no more than €999,999.99', 'amount_too_large', 'amount');
  if (amount < 50) throw invalid('Amount must be at least €0.50 eur', 'amount_too_small', 'amount');
}

function checkMethodTypes(params: Params, name: string): string[] | undefined {
  const types = stringList(params[name]);
  for (const type of types ?? []) {
    if (!KNOWN_METHOD_TYPES.has(type)) {
      throw invalid(
        `The payment method type "${type}" is invalid. Please ensure the provided type is activated in your dashboard (https://dashboard.stripe.com/account/payments/settings) and your account is enabled for any preview features that you are trying to use.`,
        'payment_intent_invalid_parameter',
        name,
      );
    }
  }
  return types;
}

const unexpectedState = (intent: StripeObject, action: string, allowed: Set<string>) =>
  invalid(
    `You cannot ${action} this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be ${action === 'cancel' ? 'canceled' : 'updated'}: ${[...allowed].join(', ')}.`,
    'payment_intent_unexpected_state',
  );

export interface StripeStandInOptions {
  /** Restricted keys (rk_test_...) and the resources each may write; others answer 403. */
  restrictedKeys?: Record<string, StandInResource[]>;
}

export interface StripeStandIn {
  port: number;
  /** Every request in arrival order, with the status answered. */
  requests: StandInRequest[];
  paymentIntents: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  /** The real SDK pointed at the stand-in, pinned to the shop's API version. */
  client(key?: string): Stripe;
  /** The shopper paid in the browser (Stripe.js confirmed): the PaymentIntent succeeds with a charge. */
  succeed(paymentIntentId: string): StripeObject;
  /** The bank failed the refund after Stripe accepted it: its status becomes failed. */
  failRefund(refundId: string): StripeObject;
  /** Holds every request that passed validation until release(): two requests with one key are then in flight at once. */
  hold(): { release(): void };
  close(): Promise<void>;
}

/** Starts the stand-in on a free loopback port. */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const paymentIntents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const requests: StandInRequest[] = [];
  const saved = new Map<string, { signature: string; status: number; body: unknown }>();
  const inFlight = new Set<string>();
  let held: Promise<void> | null = null;

  function permission(key: string | null, resource: StandInResource): void {
    if (key === STAND_IN_SECRET_KEY) return;
    const allowed = key ? options.restrictedKeys?.[key] : undefined;
    if (!allowed) {
      const shown = key
        ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : '';
      throw refuse(
        401,
        'invalid_request_error',
        key ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.',
      );
    }
    if (!allowed.includes(resource)) {
      const rak = resource === 'refunds' ? 'rak_refund_write' : 'rak_payment_intent_write';
      throw refuse(
        403,
        'invalid_request_error',
        `The provided key '${key!.slice(0, 8)}***${key!.slice(-3)}' does not have the required permissions for this endpoint on account 'acct_standin'. Having the '${rak}' permission would allow this request to continue.`,
      );
    }
  }

  function paymentIntent(id: string): StripeObject {
    const intent = paymentIntents.get(id);
    if (!intent)
      throw refuse(404, 'invalid_request_error', `No such payment_intent: '${id}'`, {
        code: 'resource_missing',
        param: 'intent',
      });
    return intent;
  }

  function createPaymentIntent(
    params: Params,
  ): { status: number; body: unknown } | (() => { status: number; body: unknown }) {
    checkKnown(params, [
      'amount',
      'currency',
      'allowed_payment_method_types',
      'payment_method_types',
      'automatic_payment_methods',
      'description',
      'metadata',
      'confirm',
      'payment_method',
      'return_url',
      'receipt_email',
      'statement_descriptor_suffix',
      'expand',
    ]);
    const amount = integerParam(params, 'amount', true)!;
    if (params.currency === undefined)
      throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    checkAmount(amount);
    const types = checkMethodTypes(params, 'allowed_payment_method_types') ??
      checkMethodTypes(params, 'payment_method_types') ?? ['card'];
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      allowed_payment_method_types: types,
      payment_method_types: types,
      canceled_at: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      currency: String(params.currency),
      description: params.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata ?? {},
      payment_method: null,
      status: 'requires_payment_method',
    };
    // From here Stripe has started the endpoint: what follows is saved under the idempotency key.
    return () => {
      paymentIntents.set(id, intent);
      if (params.confirm === 'true') return confirm(intent, String(params.payment_method ?? ''));
      return { status: 200, body: intent };
    };
  }

  function confirm(intent: StripeObject, paymentMethod: string): { status: number; body: unknown } {
    if (paymentMethod === TEST_PAYMENT_METHODS.declined) {
      intent.status = 'requires_payment_method';
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        doc_url: 'https://docs.stripe.com/error-codes/card-declined',
      };
      intent.last_payment_error = error;
      return { status: 402, body: { error: { ...error, payment_intent: intent } } };
    }
    succeedIntent(intent);
    return { status: 200, body: intent };
  }

  function succeedIntent(intent: StripeObject): StripeObject {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = newId('ch');
    intent.payment_method = TEST_PAYMENT_METHODS.visa;
    return intent;
  }

  function refundedSoFar(paymentIntentId: string): number {
    return [...refunds.values()]
      .filter((refund) => refund.payment_intent === paymentIntentId && refund.status !== 'failed')
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
  }

  function createRefund(params: Params) {
    checkKnown(params, ['payment_intent', 'charge', 'amount', 'metadata', 'reason', 'expand']);
    if (params.payment_intent === undefined && params.charge === undefined) {
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        'parameter_missing',
      );
    }
    const intent = paymentIntent(String(params.payment_intent));
    const amount = integerParam(params, 'amount', false);
    return () => {
      if (intent.status !== 'succeeded') {
        throw invalid(
          'This PaymentIntent does not have a successful charge to refund.',
          'charge_not_refundable',
          'payment_intent',
        );
      }
      const left = Number(intent.amount_received) - refundedSoFar(intent.id);
      if (left <= 0)
        throw invalid(
          `Charge ${String(intent.latest_charge)} has already been refunded.`,
          'charge_already_refunded',
        );
      const asked = amount ?? left;
      if (asked > left) {
        throw invalid(
          `Refund amount (€${(asked / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
          'amount_too_large',
          'amount',
        );
      }
      const refund: StripeObject = {
        id: newId('re'),
        object: 'refund',
        amount: asked,
        charge: intent.latest_charge,
        created: Math.floor(Date.now() / 1000),
        currency: intent.currency,
        metadata: params.metadata ?? {},
        payment_intent: intent.id,
        reason: params.reason ?? null,
        status: 'pending',
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    };
  }

  type Outcome = { status: number; body: unknown };
  type Route = { resource: StandInResource; run: () => Outcome | (() => Outcome) };

  /** Which endpoint a request is; each validates first and answers a function for the part Stripe saves. */
  function route(method: string, path: string, params: Params): Route {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'v1' && parts[1] === 'payment_intents') {
      const [, , id, action] = parts;
      if (method === 'POST' && !id)
        return { resource: 'payment_intents', run: () => createPaymentIntent(params) };
      if (method === 'GET' && id && !action)
        return { resource: 'payment_intents', run: () => ({ status: 200, body: paymentIntent(id) }) };
      if (method === 'POST' && id && action === 'cancel') {
        return {
          resource: 'payment_intents',
          run: () => {
            checkKnown(params, ['cancellation_reason', 'expand']);
            const intent = paymentIntent(id);
            return () => {
              if (!CANCELABLE.has(String(intent.status))) throw unexpectedState(intent, 'cancel', CANCELABLE);
              Object.assign(intent, {
                status: 'canceled',
                canceled_at: Math.floor(Date.now() / 1000),
                cancellation_reason: params.cancellation_reason ?? null,
              });
              return { status: 200, body: intent };
            };
          },
        };
      }
      if (method === 'POST' && id && !action) {
        return {
          resource: 'payment_intents',
          run: () => {
            checkKnown(params, [
              'amount',
              'description',
              'metadata',
              'allowed_payment_method_types',
              'payment_method_types',
              'expand',
            ]);
            const intent = paymentIntent(id);
            const amount = integerParam(params, 'amount', false);
            if (amount !== undefined) checkAmount(amount);
            return () => {
              if (!UPDATABLE.has(String(intent.status))) throw unexpectedState(intent, 'update', UPDATABLE);
              if (amount !== undefined) intent.amount = amount;
              if (params.description !== undefined) intent.description = params.description;
              if (params.metadata !== undefined)
                intent.metadata = { ...(intent.metadata as Params), ...(params.metadata as Params) };
              return { status: 200, body: intent };
            };
          },
        };
      }
    }
    if (parts[0] === 'v1' && parts[1] === 'refunds') {
      const [, , id] = parts;
      if (method === 'POST' && !id) return { resource: 'refunds', run: () => createRefund(params) };
      if (method === 'GET' && id) {
        return {
          resource: 'refunds',
          run: () => {
            const refund = refunds.get(id);
            if (!refund)
              throw refuse(404, 'invalid_request_error', `No such refund: '${id}'`, {
                code: 'resource_missing',
                param: 'id',
              });
            return { status: 200, body: refund };
          },
        };
      }
    }
    throw refuse(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(
    req: IncomingMessage,
  ): Promise<{ status: number; body: unknown; replayed?: boolean }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const params = parseStripeForm(raw);
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const idempotencyKey =
      req.method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const record = (status: number) =>
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        params,
        idempotencyKey,
        stripeVersion: (req.headers['stripe-version'] as string | undefined) ?? null,
        status,
      });
    try {
      const endpoint = route(req.method ?? 'GET', url.pathname, params);
      permission(key, endpoint.resource);
      // Stripe compares the endpoint and the parameters of every request with the same key.
      const signature = JSON.stringify([req.method, url.pathname, [...new URLSearchParams(raw)].sort()]);
      if (idempotencyKey) {
        const earlier = saved.get(idempotencyKey);
        if (earlier && earlier.signature !== signature) {
          throw refuse(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        }
        if (earlier) {
          record(earlier.status);
          return { status: earlier.status, body: earlier.body, replayed: true };
        }
        if (inFlight.has(idempotencyKey)) {
          throw refuse(
            409,
            'invalid_request_error',
            'There is currently another in-progress request using this Stripe-Idempotency-Key. Please try again later.',
            { code: 'idempotency_key_in_use' },
          );
        }
      }
      const validated = endpoint.run();
      if (typeof validated !== 'function') {
        record(validated.status);
        return validated;
      }
      if (idempotencyKey) inFlight.add(idempotencyKey);
      let outcome: Outcome;
      try {
        if (held) await held;
        outcome = validated();
      } catch (error) {
        if (!(error instanceof StripeRefusal)) throw error;
        outcome = { status: error.status, body: { error: error.body } };
      } finally {
        if (idempotencyKey) inFlight.delete(idempotencyKey);
      }
      if (idempotencyKey) saved.set(idempotencyKey, { signature, ...outcome });
      record(outcome.status);
      return outcome;
    } catch (error) {
      if (!(error instanceof StripeRefusal)) throw error;
      record(error.status);
      return { status: error.status, body: { error: error.body } };
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    handle(req)
      .then(({ status, body, replayed }) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': newId('req'),
          'Stripe-Version': String(req.headers['stripe-version'] ?? STRIPE_API_VERSION),
          ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    paymentIntents,
    refunds,
    client: (key = STAND_IN_SECRET_KEY) =>
      new Stripe(key, {
        apiVersion: STRIPE_API_VERSION,
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 2,
      }),
    succeed: (paymentIntentId) => succeedIntent(paymentIntent(paymentIntentId)),
    failRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`The stand-in has no refund ${refundId}`);
      return Object.assign(refund, { status: 'failed', failure_reason: 'lost_or_stolen_card' });
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return { release };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
