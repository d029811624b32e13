/** A fetch stub answering one fixed way, recording the URLs it was asked for. */
export function stubFetch(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const urls: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    urls.push(url);
    return answer(url, init);
  };
  return { fetch: fetch as typeof globalThis.fetch, urls };
}

export const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** A server that never answers: the call ends only when its signal aborts. */
export const hang = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
