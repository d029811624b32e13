import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitizeRichText';

/** The clean HTML parsed back, to ask what a reader would get. */
function parsed(html: string) {
  const container = document.createElement('div');
  container.innerHTML = sanitizeRichText(html);
  return container;
}

const wordHtml = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";}</style>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--></head>
<body><p class="MsoNormal" style="mso-margin-top-alt:auto;margin-bottom:12pt;font-family:Calibri;color:#c00000">Sea <b style="mso-bidi-font-weight:normal">view</b> apartment<o:p></o:p></p></body></html>`;

describe('sanitizeRichText', () => {
  it('keeps Word’s text and colour but drops its classes, mso styles, style blocks and comments', () => {
    const clean = sanitizeRichText(wordHtml);
    expect(parsed(wordHtml).textContent?.trim()).toBe('Sea view apartment');
    expect(clean).not.toMatch(/mso|MsoNormal|font-family|margin-bottom|<style|<!--|<xml|o:p/i);
    expect(parsed(wordHtml).querySelector('p')?.getAttribute('style')).toBe('color: rgb(192, 0, 0)');
    expect(parsed(wordHtml).querySelector('b')?.textContent).toBe('view');
  });

  it('removes scripts with their content, and event handlers', () => {
    const clean = parsed('<p onclick="steal()">Hi<script>alert(1)</script></p><div onmouseover="x()">there</div>');
    expect(clean.innerHTML).not.toMatch(/script|alert|onclick|onmouseover/i);
    expect(clean.textContent).toBe('Hithere');
  });

  it('drops images, even those whose onerror would run', () => {
    const clean = sanitizeRichText('<p>Pool<img src="x" onerror="alert(document.cookie)"></p>');
    expect(clean).toBe('<p>Pool</p>');
  });

  it('keeps http(s) and mailto links and strips javascript:, data: and relative ones', () => {
    const clean = parsed(
      '<a href="https://example.com/a">web</a><a href="mailto:sales@example.com">mail</a>' +
        '<a href=" javascript:alert(1)">js</a><a href="JaVaScRiPt:alert(1)">js2</a><a href="data:text/html,x">data</a><a href="/relative">rel</a>',
    );
    const hrefs = [...clean.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    // The unsafe ones are left as plain text.
    expect(hrefs).toEqual(['https://example.com/a', 'mailto:sales@example.com']);
    expect(clean.textContent).toBe('webmailjsjs2datarel');
    expect(clean.querySelector('a[href]')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('unwraps nested tables to their text, and drops iframes and objects whole', () => {
    const clean = parsed(
      '<table><tr><td>Price<table><tr><td>AED 1,200,000</td></tr></table></td></tr></table><iframe src="https://evil.example"></iframe><object data="x">fallback</object>',
    );
    expect(clean.querySelector('table, td, iframe, object')).toBeNull();
    expect(clean.textContent).toBe('PriceAED 1,200,000');
  });

  it('keeps only colour, background colour and indent styles, and none that loads a URL', () => {
    const clean = parsed(
      '<span style="color: red; background-color: yellow; position: fixed; font-size: 40px">a</span>' +
        '<span style="background-color: url(https://tracker.example/x)">b</span><p style="padding-inline-start: calc(40px)">c</p>',
    );
    const [coloured, tracked] = [...clean.querySelectorAll('span')];
    expect(coloured?.getAttribute('style')).toBe('color: red; background-color: yellow');
    expect(tracked?.hasAttribute('style')).toBe(false);
    expect(clean.querySelector('p')?.getAttribute('style')).toMatch(/^padding-inline-start/);
  });

  it('keeps every tag the toolbar produces', () => {
    const html =
      '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><p><b><strong>b</strong></b><i><em>i</em></i><u>u</u><s>s</s><br></p><ul><li value="1">x</li></ul><ol><li value="1">y</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns blank input into an empty string', () => {
    expect(sanitizeRichText('  ')).toBe('');
  });
});
