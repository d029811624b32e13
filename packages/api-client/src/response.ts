import { decodeBody, readBodyText, readErrorBody, type Decoder, type ResponseType } from './decode';
import { HttpError, type ApiRequestInfo } from './errors';

/** The parts of an answer the client looks at, whether it came from `fetch` or `XMLHttpRequest`. */
export interface RawResponse {
  status: number;
  statusText: string;
  text: string;
}

/**
 * Turns an answer into the decoded value, or throws: an `HttpError` for a status outside 200-299,
 * a `DecodeError` for a body that does not fit the schema.
 */
export function interpretResponse<T>(
  response: RawResponse,
  schema: Decoder<T>,
  responseType: ResponseType,
  request: ApiRequestInfo,
): T {
  rejectHttpFailure(response, request);
  return decodeBody(schema, readBodyText(response.text, responseType, request), request);
}

/** Throws the `HttpError` of an answer outside 200-299; it needs no decoder, so it comes before one is loaded. */
export function rejectHttpFailure(response: RawResponse, request: ApiRequestInfo): void {
  if (response.status < 200 || response.status > 299) {
    throw new HttpError(request, { status: response.status, statusText: response.statusText, body: readErrorBody(response.text) });
  }
}
