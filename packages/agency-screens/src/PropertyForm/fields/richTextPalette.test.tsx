import { en } from '@marketplace/domain';
import { ar } from '@marketplace/domain/ar';
import { defaultBackgroundColours, defaultTextColours } from '@marketplace/ui';
import { describe, expect, it } from 'vitest';

// FormRichTextField names ui's palettes from the catalogue: every colour of them needs a name there,
// or that colour would keep ui's English name in another locale.
describe("the catalogue's names of ui's rich-text palettes", () => {
  it('name every colour, in English as ui does', () => {
    for (const colour of defaultTextColours) expect(en.richTextEditor.textColours[colour.id as keyof typeof en.richTextEditor.textColours]).toBe(colour.label);
    for (const colour of defaultBackgroundColours) {
      expect(en.richTextEditor.backgroundColours[colour.id as keyof typeof en.richTextEditor.backgroundColours]).toBe(colour.label);
    }
    expect(Object.keys(en.richTextEditor.textColours)).toEqual(defaultTextColours.map((colour) => colour.id));
    expect(Object.keys(en.richTextEditor.backgroundColours)).toEqual(defaultBackgroundColours.map((colour) => colour.id));
  });

  it('and in Arabic', () => {
    expect(Object.keys(ar.richTextEditor.textColours)).toEqual(defaultTextColours.map((colour) => colour.id));
    expect(Object.keys(ar.richTextEditor.backgroundColours)).toEqual(defaultBackgroundColours.map((colour) => colour.id));
  });
});
