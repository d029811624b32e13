import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from './resolveMediaUrl';

const client = { url: (_host: 'property' | 'accounts', path: string) => `https://property.example${path}` };

describe('resolveMediaUrl', () => {
  it('puts the property host in front of a stored path, and leaves the rest', () => {
    expect(resolveMediaUrl(client, '/api/media/cover-1.jpg')).toBe('https://property.example/api/media/cover-1.jpg');
    expect(resolveMediaUrl(client, 'https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(resolveMediaUrl(client, '')).toBe('');
    expect(resolveMediaUrl(client, null)).toBeNull();
  });
});
