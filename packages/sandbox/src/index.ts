export {
  createSandbox,
  createSandboxDatabase,
  createSandboxHandlers,
  type Sandbox,
  type SandboxDatabase,
  type SandboxOptions,
} from './createSandboxHandlers';
export {
  buildSandboxHandlers,
  type BuildSandboxOptions,
  type SandboxContext,
  type SandboxRouteModule,
} from './handlers/buildSandboxHandlers';
export { createControlHandlers, sandboxControlPath, type ControlHandlerOptions } from './handlers/controlHandlers';

export {
  rsqlComparisonOperators,
  type RsqlComparisonNode,
  type RsqlComparisonOperator,
  type RsqlExpression,
  type RsqlLogicalNode,
  type RsqlValue,
} from './rsql/rsqlAst';
export { filterByRsql, matches } from './rsql/rsqlEvaluator';
// What filterByRsql, matches and the paging helpers throw at a request the server refuses (all RsqlParseErrors: answer 400).
export { RsqlBudgetError, rsqlWorkLimits } from './rsql/rsqlBudget';
export { RsqlParseError } from './rsql/rsqlParseError';
export { parseRsql, rsqlLimits } from './rsql/rsqlParser';
export { QueryParameterError } from './paging/queryParameterError';
export { readPath } from './records/readPath';

export {
  pageParameterLimits,
  parsePageRequest,
  parseSort,
  parseWholeNumberParameter,
  springPageDefaults,
  type PageRequest,
  type PageRequestDefaults,
  type SortOrder,
} from './paging/pageRequest';
export { sortBy } from './paging/sortBy';
export {
  springPageFromQuery,
  toSpringPage,
  type SpringPage,
  type SpringPageable,
  type SpringPageOptions,
  type SpringSort,
} from './paging/springPage';

export { createCollection, type Collection, type CollectionOptions, type NewRecord, type RecordId } from './db/collection';
export { createDatabase, type Database, type Resettable } from './db/database';
export {
  demoDatabaseKey,
  persistDatabase,
  savedFileMaxBytes,
  type DatabasePersistence,
  type DatabaseStorage,
  type PersistDatabaseOptions,
} from './db/persistDatabase';

export {
  FaultDefinitionError,
  parseFault,
  type DelayFault,
  type Fault,
  type NetworkErrorFault,
  type NeverFault,
  type StatusFault,
} from './faults/fault';
export { createFaultRegistry, type ActiveFault, type FaultRegistry } from './faults/faultRegistry';
export { parseFaultRoute, type FaultRoute } from './faults/faultRoute';
export { resolveWithFaults, withFaults, type ResolverResult } from './faults/resolveWithFaults';

export { errorResponse, type SandboxErrorBody } from './http/responses';
export { bodyMaxDepth, unknownFieldMaxChars } from './http/textLimits';
export {
  createRouteBuilder,
  joinUrl,
  type RouteBuilder,
  type RouteMethod,
  type SandboxResolver,
  type SandboxResolverInfo,
} from './http/routeBuilder';

export { contentTypeFor, fileExtension } from './multipart/contentType';
export { createFileStore, type FileStore, type StoredFile } from './multipart/fileStore';
export {
  fileResponse,
  MultipartError,
  readUploadedFile,
  storeUploadedFile,
  uniqueFileName,
  type UploadedFile,
} from './multipart/uploads';
export {
  authenticate,
  bearerToken,
  defaultTokenLifetimeSeconds,
  demoAccounts,
  demoAgencyCredentials,
  issueSandboxToken,
  tokenLifetimePath,
  type AccountRef,
  type AccountsCollections,
  type IssuedToken,
  type SignInCredential,
  type SignInTables,
  type TokenStore,
} from './resources/accountsHost';
export {
  propertyPayloadFieldNames,
  propertyPayloadNestedFieldNames,
  propertyServerOwnedFieldNames,
  propertyUpdateFieldNames,
  unknownPropertyFields,
  unknownPropertyFieldsMessage,
  type NestedFieldNames,
  type PropertyNestedPath,
  type PropertyPayloadFieldName,
} from './resources/propertyHost/propertyPayloadContract';
