export {
  refreshResponseSchema,
  sessionProfileResponseSchema,
  sessionProfileSchema,
  signInRequestSchema,
  signInResponseSchema,
  tokenResponseSchema,
  type RefreshResponse,
  type SessionProfile,
  type SignInRequest,
  type SignInResponse,
  type TokenResponse,
} from './session.schema';
export { SessionDecodeError, type SessionDecodeIssue, type SessionDecodeResult, type SessionDecoder } from './sessionDecoder';
