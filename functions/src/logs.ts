// Every log line the functions write, as a named function: one place to see what we log and to keep
// personal data (e-mail addresses, ID tokens) out of the logs.
import * as logger from 'firebase-functions/logger';

export function unexpectedError(method: string, path: string, error: unknown): void {
  logger.error(`Unexpected error in ${method} ${path}`, {
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
  });
}

export function idTokenRejected(path: string, reason: string): void {
  logger.warn(`ID token rejected on ${path}`, { reason });
}

export function accessDenied(uid: string, path: string, rule: 'owner' | 'admin'): void {
  logger.warn(`Access denied to ${path}: the caller is not the ${rule}`, { uid });
}

export function newsletterSubscribed(emailKey: string): void {
  // The key is the encoded address; log only whether it was new, never the address.
  logger.info('Newsletter subscription stored, welcome mail queued', { keyLength: emailKey.length });
}

export function newsletterAlreadySubscribed(): void {
  logger.info('Newsletter subscription already existed; nothing written');
}
