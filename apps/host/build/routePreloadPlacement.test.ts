import { describe, expect, it } from 'vitest';
import { placeRoutePreload } from './routePreloadPlacement';

// index.html as Vite writes it for a build: the entry, its static preloads, its stylesheet.
const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Agency Panel</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
const script = '<script>routePreload()</script>\n';

const positionOf = (html: string, text: string) => {
  const at = html.indexOf(text);
  if (at === -1) throw new Error(`not in the page: ${text}`);
  return at;
};

describe("the route preload script's place in the built index.html", () => {
  it('comes after the entry script and its preloads, so the browser asks for the entry first', () => {
    const page = placeRoutePreload(built, script);
    expect(positionOf(page, 'src="/assets/index-abc.js"')).toBeLessThan(positionOf(page, script));
    expect(positionOf(page, 'href="/assets/rolldown-runtime-def.js"')).toBeLessThan(positionOf(page, script));
  });

  it('runs before the stylesheet, which would hold it until it has loaded', () => {
    const page = placeRoutePreload(built, script);
    expect(positionOf(page, script)).toBeLessThan(positionOf(page, 'rel="stylesheet"'));
  });

  it("asks for the entry at high priority, above the route's preloads", () => {
    expect(placeRoutePreload(built, script)).toContain('<script type="module" fetchpriority="high" crossorigin src="/assets/index-abc.js"></script>');
  });

  it("goes before the dev server's scripts, whose page has no stylesheet tag", () => {
    const dev = '<html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>';
    const page = placeRoutePreload(dev, script);
    expect(positionOf(page, script)).toBeLessThan(positionOf(page, '<script type="module"'));
    expect(page.match(/<script/g)).toHaveLength(2);
  });
});
