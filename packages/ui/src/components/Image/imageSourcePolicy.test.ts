import { describe, expect, it } from 'vitest';
import { isAllowedImageSource } from './imageSourcePolicy';

const page = 'https://agency.example';
const policy = { allowedOrigins: ['https://media.example'] };
const allowed = (source: string) => isAllowedImageSource(source, page, policy);

describe('which picture addresses are requested', () => {
  it("requests the page's own pictures, by path or by address, and the allowed hosts'", () => {
    expect(allowed('/api/media/logo.png')).toBe(true);
    expect(allowed('media/logo.png')).toBe(true);
    expect(allowed('https://agency.example/logo.png')).toBe(true);
    expect(allowed('https://media.example/pictures/1.jpg?w=400')).toBe(true);
    expect(allowed('  https://media.example/pictures/1.jpg  ')).toBe(true);
  });

  it('requests what the page made itself: its blob: previews and data: images', () => {
    expect(allowed('blob:https://agency.example/6f1c2b0e-1d2a-4c55-9a43-1b9d8a0e4f11')).toBe(true);
    expect(allowed('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  it("never requests another host's picture, whatever its form", () => {
    expect(allowed('https://tracker.example/pixel.gif')).toBe(false);
    expect(allowed('http://media.example/pictures/1.jpg')).toBe(false);
    expect(allowed('https://media.example.tracker.example/1.jpg')).toBe(false);
    expect(allowed('//tracker.example/pixel.gif')).toBe(false);
    expect(allowed('https://agency.example@tracker.example/pixel.gif')).toBe(false);
  });

  it('never requests what is not a picture address', () => {
    expect(allowed('javascript:alert(1)')).toBe(false);
    expect(allowed('JaVaScRiPt:alert(1)')).toBe(false);
    expect(allowed('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(allowed('ftp://media.example/1.jpg')).toBe(false);
    expect(allowed('')).toBe(false);
    expect(allowed('   ')).toBe(false);
  });
});
