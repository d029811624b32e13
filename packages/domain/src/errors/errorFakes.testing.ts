// Plain objects shaped like the api-client's errors (HttpError, NetworkError, ...), which the domain
// cannot import: the mappers read these fields, so the tests build exactly them.

export function httpFailure(status: number, statusText: string, body: unknown, serverMessage?: string) {
  return Object.assign(new Error(serverMessage ?? `Request failed with status ${status}`), {
    name: 'HttpError',
    kind: 'http' as const,
    status,
    statusText,
    body,
    serverMessage,
  });
}

export function kindFailure(kind: 'network' | 'timeout' | 'abort') {
  const names = { network: 'NetworkError', timeout: 'TimeoutError', abort: 'AbortError' } as const;
  return Object.assign(new Error(kind), { name: names[kind], kind, status: undefined });
}

export function decodeFailure(issueMessages: readonly string[], body: unknown) {
  return Object.assign(new Error('Unexpected response body'), {
    name: 'DecodeError',
    kind: 'decode' as const,
    issues: issueMessages.map((message) => ({ path: [], message })),
    body,
  });
}

export function sessionFailure(reason: string) {
  return Object.assign(new Error(reason), { name: 'SessionError', reason });
}
