// `@marketplace/api-client/testing`: what a test of code that uploads through the client needs under
// Node or jsdom. Never imported by production code.
export { createFetchXhr, FetchXhr, type FetchXhrOptions } from './FetchXhr';
export { encodeMultipart } from './encodeMultipart';
