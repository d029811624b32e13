import { describe, expect, it } from 'vitest';
import { isolatedText, parseJsonWithoutBidiControls, withoutBidiControls } from './bidiControls';

const override = '\u202E';

describe('bidi controls in text from outside', () => {
  it('drops embedding, override, pop and isolate controls, and keeps the text and its marks', () => {
    expect(withoutBidiControls(`Invoice ${override}gpj.exe`)).toBe('Invoice gpj.exe');
    expect(withoutBidiControls('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069')).toBe('');
    expect(withoutBidiControls('مرسى دبي\u200F (Dubai Marina)\u200E')).toBe('مرسى دبي\u200F (Dubai Marina)\u200E');
  });

  it('parses JSON without the controls, written as characters or as escapes, in values and keys', () => {
    const raw = `{"name":"Sara ${override}ilA","notes":["a\\u202Eb","c\\u2066d\\u2069"],"k\\u202Dey":1}`;
    expect(parseJsonWithoutBidiControls(raw)).toEqual({ name: 'Sara ilA', notes: ['ab', 'cd'], key: 1 });
  });

  it('keeps a backslash followed by the letters of an escape, which is text and not a control', () => {
    expect(parseJsonWithoutBidiControls('{"path":"C:\\\\u202E"}')).toEqual({ path: 'C:\\u202E' });
  });

  it('parses JSON with no control as JSON.parse does', () => {
    const text = '{"a":[1,"two",{"b":null}],"c":true}';
    expect(parseJsonWithoutBidiControls(text)).toEqual(JSON.parse(text));
  });
});

describe('a value isolated in a plain-text sentence', () => {
  it('sits between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE', () => {
    expect(isolatedText('سارة علي')).toBe('\u2068سارة علي\u2069');
    expect(`Invitation sent to ${isolatedText('Unit 12')} successfully!`).toBe('Invitation sent to \u2068Unit 12\u2069 successfully!');
  });

  it('cannot be closed early by controls the value brings', () => {
    expect(isolatedText(`Sara\u2069${override}ilA`)).toBe('\u2068SarailA\u2069');
  });

  it("isolates once when a value already isolated is isolated again (a screen's value in the Arabic catalogue)", () => {
    expect(isolatedText(isolatedText('Sara'))).toBe('\u2068Sara\u2069');
  });
});
