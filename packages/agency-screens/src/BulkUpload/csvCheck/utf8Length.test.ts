import { describe, expect, it } from 'vitest';
import { utf8Length } from './utf8Length';

describe('utf8Length', () => {
  it.each(['', 'Marina Heights, 2BR', 'برج خليفة', 'Büro 3€', '🏠 villa', '\uFEFFname\r\n', 'lone \uD800 surrogate', 'end \uDC00'])(
    'counts %j as TextEncoder encodes it',
    (text) => {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    },
  );
});
