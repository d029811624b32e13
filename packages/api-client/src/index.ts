export { readApiClientConfig, type ApiClientConfig } from './config';
export {
  createApiClient,
  defaultAuthPaths,
  defaultRequestTimeoutMs,
  type ApiClient,
  type ApiClientOptions,
  type ApiHost,
  type ApiRequest,
  type ApiUploadRequest,
  type AuthPaths,
  type HttpMethod,
} from './client';
export {
  AbortError,
  ApiError,
  DecodeError,
  HttpError,
  NetworkError,
  TimeoutError,
  isApiError,
  readServerMessage,
  type ApiErrorKind,
  type ApiRequestInfo,
  type DecodeIssue,
} from './errors';
export type { CallOptions } from './callOptions';
export { lazyDecoder } from './decode';
export type { Decoded, Decoder, LazyDecoder, ResponseDecoder, ResponseType } from './decode';
export type { QueryParams, QueryValue } from './url';
export type { UploadFieldValue, UploadProgress } from './upload';
export { createKey, keyStartsWith, type SwrKey, type SwrKeyPart, type SwrKeyRecord } from './swrKeys';
export { ApiProvider, useApiClient, type ApiProviderProps } from './react/ApiProvider';
export { useApiQuery, type ApiFetcher, type ApiQuery } from './react/useApiQuery';
export { preloadApiQuery } from './react/preloadApiQuery';
export { forgetPreloadedQueries, preloadReuseMs } from './react/preloadedQueries';
export { useOptimisticMutation, type OptimisticMutation, type OptimisticMutationOptions } from './react/useOptimisticMutation';
export { createSession, type Session, type SessionOptions } from './session/createSession';
export { readStoredSession, restorableProfile, sessionStorageKeys, type SessionStorageLike, type StoredSession } from './session/sessionStore';
export { SessionError, type SessionSnapshot, type SessionStatus, type SignOutReason, type CallerSignOutReason } from './session/sessionTypes';
export { useSession, useSessionProfile, type UseSessionResult } from './session/useSession';
export * from './resources/propertyResources';
export * from './resources/teamAndAgentsResources';
export * from './resources/accountResources';
