import { type Endpoint, type EndpointParamsSchema, endpointParamsSchema } from '@tripline/contracts';

/** What a module adds to an endpoint's route: its OpenAPI tags, and whether its answers keep sessions. */
export interface EndpointRouteOptions {
  tags?: string[];
  /** See FastifyContextConfig.keepsSessions. */
  keepsSessions?: boolean;
}

/**
 * The route options of a contracts endpoint: method, URL, access and the validation and OpenAPI schemas, all
 * taken from the endpoint. A module spreads them into `app.route({ ...endpointRoute(endpoint), handler })`.
 */
export function endpointRoute<const E extends Endpoint>(endpoint: E, options: EndpointRouteOptions = {}) {
  const status = endpoint.status ?? 200;
  const params = endpointParamsSchema(endpoint);
  // Only the parts the endpoint has: Fastify warns of a schema given as undefined.
  const schema = {
    ...(options.tags ? { tags: options.tags } : {}),
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(params ? { params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { [status]: endpoint.response } } : {}),
  } as {
    tags?: string[];
    summary?: string;
    params: EndpointParamsSchema<E>;
    querystring: E['query'];
    body: E['body'];
    response: E['response'] extends object ? Record<200 | 201 | 202, E['response']> : undefined;
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, ...(options.keepsSessions ? { keepsSessions: true } : {}) },
    schema,
  };
}
