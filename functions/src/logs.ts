// Every log line the functions write, as a named function: one place to see what we log and to keep
// personal data (e-mail addresses, ID tokens) out of the logs.
import * as logger from 'firebase-functions/logger';

export function unexpectedError(method: string, path: string, error: unknown): void {
  // An Error argument puts its own stack in the message, which Cloud Error Reporting groups by.
  logger.error(`Unexpected error in ${method} ${path}:`, error instanceof Error ? error : new Error(String(error)));
}

export function idTokenRejected(path: string, reason: string): void {
  logger.warn(`ID token rejected on ${path}`, { reason });
}

export function accessDenied(uid: string, path: string, rule: 'owner' | 'admin'): void {
  logger.warn(`Access denied to ${path}: the caller is not the ${rule}`, { uid });
}

export function newsletterSubscribed(): void {
  logger.info('Newsletter subscription stored, welcome mail queued');
}

export function newsletterAlreadySubscribed(): void {
  logger.info('Newsletter subscription already existed; nothing written');
}
