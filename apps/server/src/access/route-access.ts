import type {} from '@fastify/cookie';
import type { EndpointAccess, Role } from '@tripline/contracts';
import type { teams } from '../db/schema.js';
import type { AccessCaches } from './session-cache.js';
import type { SessionUser } from './user-roles.js';

/**
 * What a route requires, declared in its `config.access`:
 * - `{ public: true }`: anyone;
 * - `{ permission }`: a signed-in user holding it through a global role (null: signed in is enough);
 * - `{ permission, team }`: a team route with `:teamId`; the team must exist, not be Deleted, and the caller
 *   must hold a role there or a global one, and the permission on it.
 */
export type RouteAccess = EndpointAccess;

export type TeamRow = typeof teams.$inferSelect;

/** The signed-in caller. */
export interface Principal extends SessionUser {
  sessionToken: string;
}

/** The team a team route is about, with the roles the caller holds on it. */
export interface TeamContext {
  team: TeamRow;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route writes but never changes who may do what (no session, user, role, membership or team), so its
     * answers leave the reused sessions (decision 031) in place: mail uploads arrive hundreds a second.
     */
    keepsSessions?: boolean;
  }
  interface FastifyInstance {
    /** The access lookups reused for a few seconds (decision 031); a route may add a cache of its own. */
    accessCaches: AccessCaches;
  }
  interface FastifyRequest {
    principal: Principal | null;
    teamContext: TeamContext | null;
  }
}
