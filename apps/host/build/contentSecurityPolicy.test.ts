import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspHash, inlineElementTexts, originsOf, runtimeInlineStyles } from './contentSecurityPolicy';

/** The text react-aria's usePress puts in the style element it inserts (a template literal, trimmed). */
function reactAriaPressableStyle(): string {
  const require = createRequire(join(import.meta.dirname, '..', 'package.json'));
  const root = dirname(require.resolve('react-aria/package.json'));
  const source = readFileSync(join(root, 'dist', 'private', 'interactions', 'usePress.mjs'), 'utf8');
  const literal = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
  if (literal === undefined) throw new Error("react-aria's usePress no longer inserts a style element as it did: check contentSecurityPolicy.ts");
  return literal.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable').trim();
}

const none = { apiOrigins: [], mediaOrigins: [], mapOrigins: [], inlineScriptHashes: [], inlineStyleHashes: [] };
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe("the host's Content-Security-Policy", () => {
  it('allows scripts and stylesheets from the page itself and its hashed inline ones only', () => {
    const policy = contentSecurityPolicy({ ...none, inlineScriptHashes: ['sha256-abc='], inlineStyleHashes: ['sha256-def='] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-def='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('refuses plugins and <base>, and sends forms only to itself', () => {
    const policy = contentSecurityPolicy(none);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
  });

  it('reaches the configured API, media and map hosts, each once', () => {
    const policy = contentSecurityPolicy({
      ...none,
      apiOrigins: ['https://api.example.ae', 'https://api.example.ae'],
      mediaOrigins: ['https://media.example.ae'],
      mapOrigins: ['https://tiles.example.ae'],
    });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.ae https://tiles.example.ae");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://api.example.ae https://media.example.ae https://tiles.example.ae");
  });

  it("allows the style element react-aria inserts, as react-aria writes it", () => {
    expect(runtimeInlineStyles).toContain(reactAriaPressableStyle());
  });

  it('hashes an inline element as the browser does (sha256 of its text, base64)', () => {
    const text = 'console.log(1)';
    expect(cspHash(text)).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });

  it("finds the page's inline scripts and styles, not the scripts it loads by src", () => {
    const html = '<head><script>one()</script><style>a{}</style><script type="module" crossorigin src="/assets/index.js"></script></head><body><script>\ntwo()\n</script></body>';
    expect(inlineElementTexts(html)).toEqual({ scripts: ['one()', '\ntwo()\n'], styles: ['a{}'] });
  });

  it('reads origins from a list of URLs and refuses what is not an http(s) URL', () => {
    expect(originsOf('https://media.example.ae/pictures/, http://localhost:8080', 'VITE_MEDIA_HOSTS')).toEqual(['https://media.example.ae', 'http://localhost:8080']);
    expect(originsOf(undefined, 'VITE_MEDIA_HOSTS')).toEqual([]);
    expect(() => originsOf('javascript:alert(1)', 'VITE_MEDIA_HOSTS')).toThrow("VITE_MEDIA_HOSTS: 'javascript:alert(1)' is not an http(s) URL");
  });
});
