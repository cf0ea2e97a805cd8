export * from './api.js';
export * from './constants.js';
export * from './endpoint.js';
export * from './endpoints/index.js';
export * from './errors.js';
export * from './permissions.js';
export * from './roles.js';
export * from './route-names.js';
