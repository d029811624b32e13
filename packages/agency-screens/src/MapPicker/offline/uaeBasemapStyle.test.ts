import { describe, expect, it } from 'vitest';
import { loadOfflineBasemapStyle } from './uaeBasemapStyle';

describe('loadOfflineBasemapStyle', () => {
  it('gives a version 8 style over the built-in UAE data, with no text, glyph or remote source', async () => {
    const style = await loadOfflineBasemapStyle();
    expect(style.version).toBe(8);
    expect(JSON.stringify(style)).not.toMatch(/https?:|glyphs|sprite|text-field/);
    const data = style.sources['basemap']?.data as { features: { properties: { kind: string; country?: string } }[] };
    expect(data.features.some((part) => part.properties.country === 'AE')).toBe(true);
    expect(data.features.some((part) => part.properties.kind === 'border')).toBe(true);
    expect(style.layers.map((layer) => layer['id'])).toEqual(['sea', 'land', 'land-uae', 'borders']);
  });
});
