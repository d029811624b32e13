import { describe, expect, it } from 'vitest';
import { plainTextOf, projectDescriptionPreview } from './projectDescription.rules';

describe('plainTextOf', () => {
  it('drops tags and keeps the words of separate blocks apart', () => {
    expect(plainTextOf('<h2>Marina</h2><p>Sea <strong>views</strong>,<br>pool</p><ul><li>Gym</li><li>Spa</li></ul>')).toBe('Marina Sea views, pool Gym Spa');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(plainTextOf('<style>p{color:red}</style><p>Calm</p><script>alert(1)</script><!-- note -->')).toBe('Calm');
  });

  it('keeps the text of an image-with-onerror paste but none of its markup', () => {
    expect(plainTextOf('<img src=x onerror="alert(1)">Garden <a href="javascript:alert(1)">homes</a>')).toBe('Garden homes');
  });

  it('decodes entities, so markup typed as text stays text', () => {
    expect(plainTextOf('Tom &amp; Jerry&nbsp;&lt;b&gt; &#8217;s &#x41;')).toBe('Tom & Jerry <b> \u2019s A');
  });

  it('gives empty text for a missing description', () => {
    expect(plainTextOf(null)).toBe('');
    expect(plainTextOf(undefined)).toBe('');
    expect(plainTextOf('<p> </p>')).toBe('');
  });
});

describe('projectDescriptionPreview', () => {
  it('keeps a description of 120 characters whole', () => {
    const text = 'a'.repeat(120);
    expect(projectDescriptionPreview(`<p>${text}</p>`)).toBe(text);
  });

  it('cuts a longer one to 120 characters and marks the cut', () => {
    const preview = projectDescriptionPreview(`<p>${'b'.repeat(119)}cd</p>`);
    expect(preview).toBe(`${'b'.repeat(119)}c...`);
  });

  it('counts the text, not the markup', () => {
    expect(projectDescriptionPreview(`<p><strong>${'x'.repeat(100)}</strong></p>`)).toBe('x'.repeat(100));
  });

  it('does not split a character outside the basic plane', () => {
    const preview = projectDescriptionPreview(`${'y'.repeat(119)}\u{1F3E0}\u{1F3E0}`);
    expect(preview).toBe(`${'y'.repeat(119)}\u{1F3E0}...`);
  });

  it('drops the space before the cut mark', () => {
    expect(projectDescriptionPreview(`${'z'.repeat(119)} tail`)).toBe(`${'z'.repeat(119)}...`);
  });
});
