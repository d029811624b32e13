import { xssVectors, xssVectorsByKind } from '@marketplace/domain/fixtures';
import { RichTextView } from '@marketplace/ui';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hostileMarkupIn } from './hostileMarkup.testing';

// Rich text is the one place where HTML from the server or a user is shown as HTML (a property's or a
// project's description, payment plan details); every other text is a React text node. Issue 19, item 3.
afterEach(cleanup);

const shown = (html: string) => render(<RichTextView html={html} />).container;

describe('rich text shown from hostile HTML', () => {
  it('holds at least 100 distinct vectors of every kind', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100);
    for (const vectors of Object.values(xssVectorsByKind)) expect(vectors.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(xssVectorsByKind))('keeps nothing that could run or load from the %s', (_kind, vectors) => {
    for (const vector of vectors) {
      expect({ vector, found: hostileMarkupIn(shown(`<p>Sea view ${vector} and a pool</p>`)) }).toEqual({ vector, found: [] });
      cleanup();
    }
  });

  it("keeps the editor's formatting around hostile text", () => {
    const html = [
      '<h2>Marina <em>Heights</em></h2>',
      '<p><strong>Bold</strong>, <i>italic</i>, <u>underlined</u>, <s>struck</s> <img src=x onerror=alert(1)></p>',
      '<p><span style="color: rgb(211, 47, 47); background-color: rgb(255, 243, 224)">Coloured</span></p>',
      '<ol><li>One <a href="https://agency.example/floor-plan" onclick="alert(1)">plan</a></li><li>Two</li></ol>',
      '<p style="padding-inline-start: 40px">Indented<script>alert(1)</script></p>',
    ].join('');
    const view = shown(html);
    expect(hostileMarkupIn(view)).toEqual([]);
    expect(view.querySelector('h2')?.textContent).toBe('Marina Heights');
    expect(view.querySelector('h2 em')?.textContent).toBe('Heights');
    expect(['strong', 'i', 'u', 's'].map((tag) => view.querySelector(tag)?.textContent)).toEqual(['Bold', 'italic', 'underlined', 'struck']);
    const coloured = view.querySelector('span') as HTMLElement;
    expect([coloured.style.color, coloured.style.backgroundColor]).toEqual(['rgb(211, 47, 47)', 'rgb(255, 243, 224)']);
    expect(view.querySelectorAll('ol li')).toHaveLength(2);
    expect(view.querySelector('a')?.getAttribute('href')).toBe('https://agency.example/floor-plan');
    expect((view.querySelector('p[style]') as HTMLElement).style.paddingInlineStart).toBe('40px');
  });
});
