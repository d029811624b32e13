// The report of a run: visual/report/index.html shows each change as baseline, new capture and
// difference side by side (relative image paths: it opens from disk or from a CI artifact).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReportEntry {
  /** `<storyId>.<width>.<direction>`, the baseline's name without `.png`. */
  name: string;
  storyId: string;
  status: 'changed' | 'resized' | 'missing' | 'written' | 'error';
  detail: string;
  baseline?: Uint8Array;
  actual?: Uint8Array;
  diff?: Uint8Array;
}

export interface ReportSummary {
  captures: number;
  same: number;
  seconds: number;
  mode: 'compare' | 'update';
  notes: string[];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Writes the report folder afresh; returns the path of its index.html. */
export function writeReport(dir: string, entries: ReportEntry[], summary: ReportSummary): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'images'), { recursive: true });
  const figure = (entry: ReportEntry, kind: 'baseline' | 'actual' | 'diff', caption: string) => {
    const png = entry[kind];
    if (!png) return `<figure><figcaption>${caption}</figcaption><p class="none">none</p></figure>`;
    const file = `images/${entry.name}.${kind}.png`;
    writeFileSync(join(dir, file), png);
    return `<figure><figcaption>${caption}</figcaption><a href="${escape(file)}"><img src="${escape(file)}" alt="${caption} of ${escape(entry.name)}" loading="lazy"></a></figure>`;
  };
  const sections = entries
    .map(
      (entry) => `<section id="${escape(entry.name)}" class="${entry.status}">
<h2>${escape(entry.name)} <small>${entry.status}: ${escape(entry.detail)}</small></h2>
<p><a href="../../storybook-static/iframe.html?id=${encodeURIComponent(entry.storyId)}&amp;viewMode=story">the story in the built Storybook</a></p>
<div class="row">${figure(entry, 'baseline', 'baseline')}${figure(entry, 'actual', 'this run')}${figure(entry, 'diff', 'difference (red: changed, yellow: anti-aliasing, ignored)')}</div>
</section>`,
    )
    .join('\n');
  const failed = entries.filter((entry) => entry.status !== 'written').length;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual regression: ${failed} of ${summary.captures} captures differ</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1b1b1b; }
h1 { font-size: 20px; }
h2 { font-size: 15px; margin: 24px 0 4px; word-break: break-all; }
h2 small { font-weight: normal; color: #555; }
.row { display: flex; gap: 12px; align-items: flex-start; }
figure { margin: 0; flex: 1 1 0; min-width: 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
img { max-width: 100%; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.none { color: #777; }
nav li { word-break: break-all; }
</style>
</head>
<body>
<h1>Visual regression: ${failed} of ${summary.captures} captures differ (${summary.same} unchanged, ${summary.seconds} s, ${summary.mode})</h1>
${summary.notes.map((note) => `<p>${escape(note)}</p>`).join('\n')}
<nav><ul>${entries.map((entry) => `<li><a href="#${escape(entry.name)}">${escape(entry.name)}</a>: ${entry.status}</li>`).join('')}</ul></nav>
${sections}
</body>
</html>
`;
  const path = join(dir, 'index.html');
  writeFileSync(path, html);
  return path;
}
