/** Why the admin guard sent a visitor to /admin, carried in the navigation state. */
export type AdminRefusal = 'signed-out' | 'not-admin';

export interface AdminSignInState {
  /** Where to go back to after signing in (an admin path). */
  from: string;
  refusal: AdminRefusal;
}

export const REFUSAL_MESSAGES: Readonly<Record<AdminRefusal, string>> = {
  'signed-out': 'Please sign in with an admin account to open that page.',
  'not-admin': 'This account has no admin access. Sign in with an admin account to open that page.',
};

export function signInStateOf(state: unknown): Partial<AdminSignInState> {
  if (typeof state !== 'object' || state === null) return {};
  const { from, refusal } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    refusal: refusal === 'signed-out' || refusal === 'not-admin' ? refusal : undefined,
  };
}
