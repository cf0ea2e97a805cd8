import { CONSOLE_PATHS } from '@tripline/contracts';

/** The path to sign in and come back to `returnTo` afterwards. */
export function signInPath(returnTo?: string): string {
  return returnTo && returnTo !== '/'
    ? `${CONSOLE_PATHS.signIn}?redirect=${encodeURIComponent(returnTo)}`
    : CONSOLE_PATHS.signIn;
}

/** A return address is followed only when it stays on this site. */
export function safeReturnPath(candidate: string | null | undefined): string | undefined {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return undefined;
  return candidate;
}
