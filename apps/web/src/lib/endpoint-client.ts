import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointUrl,
} from '@tripline/contracts';
import { apiRequest, type RequestOptions } from './api-client';

type ParamsPart<E extends Endpoint> = keyof EndpointParams<E> extends never
  ? { params?: undefined }
  : { params: EndpointParams<E> };
type QueryPart<E extends Endpoint> = E['query'] extends object ? { query?: EndpointQuery<E> } : { query?: undefined };
type BodyPart<E extends Endpoint> = E['body'] extends object ? { body: EndpointBody<E> } : { body?: undefined };

/** What a call of an endpoint sends: its path parameters, its query and its body, each only if it has one. */
export type EndpointInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** The request options an endpoint leaves to its caller. */
export type CallOptions = Omit<RequestOptions<never>, 'schema' | 'body' | 'query'>;

/** Calls an endpoint: its URL from its path and parameters, the answer checked against its response schema. */
export function callEndpoint<const E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as { params?: EndpointParams<E>; query?: unknown; body?: unknown };
  return apiRequest(endpoint.method, endpointUrl(endpoint, (params ?? {}) as EndpointParams<E>), {
    ...options,
    schema: endpoint.response,
    body,
    query: query as RequestOptions<never>['query'],
  }) as Promise<EndpointResponse<E>>;
}

/**
 * The cache key of an endpoint's answer: its path, then its parameters, then its query. A shorter key (path, or
 * path and some parameters) matches every answer under it, which is how invalidation names what it drops.
 */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  params?: Partial<EndpointParams<E>>,
  query?: EndpointQuery<E>,
): QueryKey {
  const key: unknown[] = [endpoint.path];
  if (params !== undefined) key.push(params);
  if (query !== undefined) key.push(query);
  return key;
}

/** The query options of a GET endpoint: key and fetcher from the endpoint; spread more options over it. */
export function endpointQuery<const E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  const { params, query } = input as { params?: EndpointParams<E>; query?: EndpointQuery<E> };
  return queryOptions({
    queryKey: endpointKey(endpoint, params ?? {}, query),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
  });
}

/** Drops the cached answers of an endpoint (all, or those for the given parameters) so they are fetched again. */
export function invalidateEndpoint<E extends Endpoint>(
  queryClient: QueryClient,
  endpoint: E,
  params?: Partial<EndpointParams<E>>,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: endpointKey(endpoint, params) });
}

/** Drops the cached answers of several endpoints for the same parameters (a team's list and its records, say). */
export async function invalidateEndpoints(
  queryClient: QueryClient,
  endpoints: readonly Endpoint[],
  params?: Readonly<Record<string, string | number>>,
): Promise<void> {
  await Promise.all(endpoints.map((endpoint) => invalidateEndpoint(queryClient, endpoint, params)));
}
