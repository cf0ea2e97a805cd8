import { z } from 'zod';
import type { Permission } from './permissions.js';
import type { TeamType } from './roles.js';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked by the server on every call:
 * - `{ public: true }`: anyone;
 * - `{ permission }`: a signed-in user holding it through a global role (null: signed in is enough);
 * - `{ permission, team }`: a team endpoint under `:teamId`; the caller must hold the permission on that team.
 */
export type EndpointAccess =
  | { readonly public: true }
  | { readonly permission: Permission | null; readonly team?: TeamType };

/**
 * One endpoint of the API, written once: the server registers its route from it (URL, validation, OpenAPI,
 * access) and the console derives its call, its cache key and its invalidation from it.
 */
export interface Endpoint {
  readonly method: EndpointMethod;
  /** The route, with `:name` parameters (`/api/orgs/:teamId/trips/:id`). */
  readonly path: string;
  readonly access: EndpointAccess;
  /** The path parameters; absent, each `:name` of the path is a non-empty string of at most 100 characters. */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; absent when the endpoint answers 204 or something other than JSON (a file). */
  readonly response?: z.ZodType;
  /** The success status; 200 unless given. */
  readonly status?: 200 | 201 | 202 | 204;
  /** What the endpoint does, in a line (OpenAPI summary). */
  readonly summary?: string;
}

/** Declares an endpoint, keeping its literal path and schemas in its type. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values an endpoint's path needs, by parameter name. */
export type EndpointParams<E extends Endpoint> = { readonly [K in ParamNames<E['path']>]: string | number };

/** The query an endpoint accepts, as the caller writes it. */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;

/** The body an endpoint accepts, as the caller writes it. */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/** The answer of an endpoint, as the caller reads it. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** A path parameter naming a record (a team, a trip, an email…): a non-empty string of at most 100 characters. */
export const pathParam = z.string().min(1).max(100);

/** The names of the `:name` parameters of a path, in order. */
function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] as string);
}

/** The path parameters' schema: the endpoint's own, or each `:name` a string of 1 to 100 characters. */
export function endpointParamsSchema(endpoint: Endpoint): z.ZodObject | undefined {
  if (endpoint.params) return endpoint.params;
  const names = pathParamNames(endpoint.path);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, pathParam])));
}

/** The URL of an endpoint for the given parameters, each one encoded. */
export function endpointUrl<E extends Endpoint>(endpoint: E, params: EndpointParams<E>): string {
  const values = params as Record<string, string | number | undefined>;
  return endpoint.path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** An endpoint served for both kinds of team, each under its own base with its own access. */
export type ForTeamTypes<E extends Endpoint> = { readonly [T in TeamType]: E };

/** The schema of an endpoint's path parameters, as a type. */
export type EndpointParamsSchema<E extends Endpoint> = E['params'] extends z.ZodObject
  ? E['params']
  : z.ZodObject<{ [K in ParamNames<E['path']>]: z.ZodString }>;

/** The API base of each kind of team (spec §2), as a route. */
export const TEAM_API_ROUTE = { org: '/api/orgs/:teamId', dev: '/api/developers/:teamId' } as const;

type TeamEndpointSpec = Omit<Endpoint, 'path' | 'access'> & { readonly permission: Permission | null };

/** An endpoint under a team's base: its path is the base and `rest`, its access the permission on that team. */
export type TeamEndpoint<T extends TeamType, Rest extends string, S extends TeamEndpointSpec> = Omit<
  S,
  'permission'
> & {
  readonly path: `${(typeof TEAM_API_ROUTE)[T]}${Rest}`;
  readonly access: { readonly permission: S['permission']; readonly team: T };
};

/** Declares an endpoint of one kind of team. */
export function teamEndpoint<const T extends TeamType, const Rest extends string, const S extends TeamEndpointSpec>(
  type: T,
  rest: Rest,
  spec: S,
): TeamEndpoint<T, Rest, S> {
  const { permission, ...endpoint } = spec;
  return { ...endpoint, path: `${TEAM_API_ROUTE[type]}${rest}`, access: { permission, team: type } } as TeamEndpoint<
    T,
    Rest,
    S
  >;
}

/** Declares an endpoint both kinds of team have, with the same permission: `endpoint[team.type]`. */
export function teamEndpoints<const Rest extends string, const S extends TeamEndpointSpec>(
  rest: Rest,
  spec: S,
): { readonly org: TeamEndpoint<'org', Rest, S>; readonly dev: TeamEndpoint<'dev', Rest, S> } {
  return { org: teamEndpoint('org', rest, spec), dev: teamEndpoint('dev', rest, spec) };
}
