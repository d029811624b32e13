// Its own module so that reading an error's facts (on the sign-in page, the first load of every
// visit) does not bring the substring tables of the error mapping with it.

/** The kinds of failure the HTTP client reports (DESIGN: HttpError, NetworkError, TimeoutError, AbortError, DecodeError). */
export const errorKinds = ['network', 'timeout', 'http', 'abort', 'decode'] as const;

/** One of {@link errorKinds}. */
export type ErrorKind = (typeof errorKinds)[number];
