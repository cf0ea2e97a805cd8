import { accountRoles, isPermission, roleSetHasPermission, rolesOnTeam } from '@tripline/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { teams } from '../db/schema.js';
import { AppError, forbidden, notFound, unauthenticated } from '../http/app-error.js';
import type { Principal, RouteAccess, TeamContext, TeamRow } from './route-access.js';
import type { AccessCaches } from './session-cache.js';
import { SESSION_COOKIE } from './session-store.js';
import { hashToken } from './tokens.js';
import { loadSessionUser } from './user-roles.js';

/** A route registered without a declared access, under a path that needs one, is a programming error. */
function needsDeclaredAccess(url: string): boolean {
  return url.startsWith('/api') && !url.startsWith('/api/docs');
}

/** The route table as registered, for the tests that walk every route. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

export interface AccessGuardOptions {
  db: Db;
  secret: string;
  /** Reuses looked-up sessions (and what routes add) for a few seconds; without them, every request looks up. */
  caches?: AccessCaches;
  /** Called when a request that may have changed sessions, roles or teams has been handled. */
  onChange?: () => Promise<void>;
}

async function loadPrincipal(options: AccessGuardOptions, request: FastifyRequest): Promise<Principal | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const tokenHash = hashToken(token, options.secret);
  let found = options.caches?.sessions.get(tokenHash) ?? null;
  if (!found) {
    found = await loadSessionUser(options.db, tokenHash);
    if (found) options.caches?.sessions.set(tokenHash, found);
  }
  return found ? { ...found, sessionToken: token } : null;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function loadTeamContext(
  db: Db,
  principal: Principal,
  access: RouteAccess,
  teamId: string,
): Promise<TeamContext> {
  if (!('permission' in access) || !access.team) throw new AppError('internal', 'Not a team route.');
  // A member's Active teams came with the session; only a global role on a team it is no member of asks.
  const membership = principal.memberships.find((m) => m.team.id === teamId);
  let team: TeamRow | undefined;
  if (membership) {
    team = membership.team.type === access.team ? membership.team : undefined;
  } else {
    [team] = await db
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.type, access.team), eq(teams.status, 'Active')))
      .limit(1);
  }
  if (!team) throw notFound('The team');
  const roles = rolesOnTeam(principal.roles, access.team, team.id);
  // A caller with no role on the team learns nothing about it, not even that it exists.
  if (roles.length === 0) throw notFound('The team');
  return { team, roles };
}

/**
 * One hook enforces every route's declared access: 401 not signed in, 404 unknown, Deleted or foreign team,
 * 403 permission not held. Routes must declare access; an unknown permission name fails at registration.
 */
export function registerAccessGuard(app: FastifyInstance, options: AccessGuardOptions): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('principal', null);
  app.decorateRequest('teamContext', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      if (needsDeclaredAccess(route.url)) throw new Error(`Route ${route.url} declares no access`);
      return;
    }
    if ('permission' in access && access.permission !== null && !isPermission(access.permission)) {
      throw new Error(`Route ${route.url} names an unknown permission: ${access.permission}`);
    }
    if ('permission' in access && access.team && !route.url.includes(':teamId')) {
      throw new Error(`Team route ${route.url} has no :teamId parameter`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    request.principal = await loadPrincipal(options, request);
    if ('public' in access) return;
    const principal = request.principal;
    if (!principal) throw unauthenticated();
    if (access.team) {
      const teamId = (request.params as { teamId?: string }).teamId ?? '';
      request.teamContext = await loadTeamContext(options.db, principal, access, teamId);
      if (!roleSetHasPermission(request.teamContext.roles, access.permission)) throw forbidden();
      return;
    }
    // A check on no team reads every role the account holds (spec §6), e.g. add-developers for a viewer.
    if (!roleSetHasPermission(accountRoles(principal.roles), access.permission)) throw forbidden();
  });

  // A change (sign-out, a role, a membership, a team, a mailbox, a client secret) is committed once its handler
  // returns: the cached lookups go before the answer does, so the caller's next request sees the change.
  app.addHook('onSend', async (request) => {
    if (!MUTATING.has(request.method) || request.routeOptions.config?.keepsSessions) return;
    options.caches?.clear();
    await options.onChange?.();
  });
  return routes;
}

/** The signed-in caller of a route that required one. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

/** The team of a team route. */
export function requireTeam(request: FastifyRequest): TeamContext {
  if (!request.teamContext) throw new AppError('internal', 'Team route without a team.');
  return request.teamContext;
}
