import type { Plugin } from 'vite';
import { contentSecurityPolicy, cspHash, inlineElementTexts, originsOf, runtimeInlineStyles } from './contentSecurityPolicy';

/**
 * Puts the host's Content-Security-Policy into the built index.html as a `<meta http-equiv>`, first
 * in the head so it covers every script and stylesheet after it, with the hashes of the page's inline
 * script and style as they are once every other plugin has written the page. Build only: the dev
 * server injects scripts and styles of its own. A server should send the same policy as a header,
 * with what a meta tag cannot carry (README, 'Content Security Policy').
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'marketplace:content-security-policy',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const apiOrigins = [...originsOf(env.VITE_PROPERTY_API_URL, 'VITE_PROPERTY_API_URL'), ...originsOf(env.VITE_ACCOUNTS_API_URL, 'VITE_ACCOUNTS_API_URL')];
        const { scripts, styles } = inlineElementTexts(html);
        const policy = contentSecurityPolicy({
          apiOrigins,
          mediaOrigins: originsOf(env.VITE_MEDIA_HOSTS, 'VITE_MEDIA_HOSTS'),
          mapOrigins: originsOf(env.VITE_MAP_HOSTS, 'VITE_MAP_HOSTS'),
          inlineScriptHashes: scripts.map(cspHash),
          inlineStyleHashes: [...styles, ...runtimeInlineStyles].map(cspHash),
        });
        const charset = html.match(/<meta charset="[^"]*"\s*\/?>\n?/i);
        if (!charset || charset.index === undefined) throw new Error('content security policy: index.html has no <meta charset> to follow');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}    <meta http-equiv="Content-Security-Policy" content="${policy}" />\n${html.slice(at)}`;
      },
    },
  };
}
