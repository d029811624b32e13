export { readApiClientConfig, type ApiClientConfig } from './config';
