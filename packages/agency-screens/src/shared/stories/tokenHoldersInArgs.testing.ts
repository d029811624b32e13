/** The shape of every token the sandbox issues (`sbx.<nonce>.<claims>.<signature>`), or an Authorization header. */
const tokenShaped = /sbx\.[\w-]+\.[\w-]+\.[\w-]{20,}|\bBearer\s+\S/i;
/** Names an argument holding a credential would have. */
const credentialName = /^(?:auth|access|bearer|session|id)?[-_]?token$|^authorization$/i;

/** More values than any story's args hold: past it the walk has strayed into a page-sized graph. */
const maxValues = 50_000;

/**
 * Where a story's args hold the session's token, or a way to it: a string shaped like a sandbox token,
 * an Authorization header, one of `knownTokens`, a credential-named text, or an object with a
 * `getToken` function (a session, a client's options), which would hand the token to whoever reads the
 * args. Each entry is the path to it. The walk covers what Storybook can show or serialise of args
 * (objects, arrays, Maps and Sets, keys included); a function is a callback (an action), whose
 * closure no one reads, and a DOM node is the page's, not the story's.
 */
export function tokenHoldersInArgs(args: unknown, knownTokens: readonly string[] = []): string[] {
  const found: string[] = [];
  const seen = new Set<object>();
  const holdsToken = (text: string) => tokenShaped.test(text) || (knownTokens.length > 0 && knownTokens.some((token) => text.includes(token)));
  // Paths are spelt out only for what is found: args can hold reports of thousands of rows.
  const pending: Visit[] = [];
  const reach = (value: unknown, key: string, parent: Visit | null) => {
    if (typeof value === 'string') {
      if (holdsToken(value)) found.push(pathOf({ key, parent }));
    } else if (typeof value === 'object' && value !== null && !seen.has(value) && !isPagePart(value)) {
      seen.add(value);
      pending.push({ value, key, parent });
    }
  };
  reach(args, 'args', null);
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (seen.size > maxValues) throw new Error(`the args at ${pathOf(visit)} lead to more than ${maxValues} objects: not data a story defines`);
    if (hasGetToken(value)) found.push(`${pathOf(visit)} (has getToken)`);
    if (value instanceof Map || value instanceof Set) reach([...value], '[entries]', visit);
    if (Array.isArray(value)) {
      value.forEach((item, index) => reach(item, String(index), visit));
      continue;
    }
    for (const key of Reflect.ownKeys(value)) {
      if (isReactWarningGetter(value, key)) continue;
      let child: unknown;
      try {
        child = (value as Record<PropertyKey, unknown>)[key];
      } catch {
        continue;
      }
      const name = String(key);
      if (holdsToken(name) || (credentialName.test(name) && typeof child === 'string' && child !== '')) found.push(`${pathOf(visit)}.${name}`);
      reach(child, name, visit);
    }
  }
  return [...new Set(found)];
}

interface Visit {
  readonly value: object;
  readonly key: string;
  readonly parent: Visit | null;
}

function pathOf(visit: Pick<Visit, 'key' | 'parent'>): string {
  const keys: string[] = [];
  for (let at: Pick<Visit, 'key' | 'parent'> | null = visit; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

// A proxy (chai's, reached through a spy) throws on a property it does not know.
function hasGetToken(holder: object): boolean {
  try {
    return typeof (holder as { getToken?: unknown }).getToken === 'function';
  } catch {
    return false;
  }
}

function isPagePart(value: object): boolean {
  return (typeof Node !== 'undefined' && value instanceof Node) || (typeof Window !== 'undefined' && value instanceof Window);
}

// A React element's props warn when read for `key` or `ref`, which React keeps elsewhere.
function isReactWarningGetter(value: object, key: PropertyKey): boolean {
  const getter = Object.getOwnPropertyDescriptor(value, key)?.get as { isReactWarning?: boolean } | undefined;
  return getter?.isReactWarning === true;
}
