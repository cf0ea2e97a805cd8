/** The API's reference pages (OpenAPI, served by the server; the console's support page links to them). */
export const API_DOCS_PATH = '/api/docs';
