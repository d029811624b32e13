import { describe, expect, it } from 'vitest';
import { mediaOriginsOf } from './mediaOrigins';

describe("the host's media origins", () => {
  it('are the API hosts and the configured media hosts, each once, as origins', () => {
    expect(
      mediaOriginsOf({
        VITE_PROPERTY_API_URL: 'https://property.example/api/',
        VITE_ACCOUNTS_API_URL: 'https://property.example',
        VITE_MEDIA_HOSTS: 'https://media.example/pictures, https://cdn.example',
      }),
    ).toEqual(['https://property.example', 'https://media.example', 'https://cdn.example']);
  });

  it('are none in demo mode, where the sandbox serves media from the page itself', () => {
    expect(mediaOriginsOf({})).toEqual([]);
  });

  it('leave out what is not an http(s) address', () => {
    expect(mediaOriginsOf({ VITE_MEDIA_HOSTS: 'javascript:alert(1) ftp://files.example not-a-url' })).toEqual([]);
  });
});
