import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_DAYS } from '../../access/session-store.js';

/** Sets the HttpOnly, SameSite=Lax session cookie (Secure when the app is served over https). */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
