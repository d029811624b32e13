import { describe, expect, it } from 'vitest';
import { FaultDefinitionError } from './fault';
import { faultRouteMatches, parseFaultRoute } from './faultRoute';

const request = (method: string, url: string) => new Request(url, { method });

describe('parseFaultRoute', () => {
  it('reads a method in any case, or none for every method', () => {
    expect(parseFaultRoute('patch /api/enquiries/:id')).toEqual({ method: 'PATCH', path: '/api/enquiries/:id', key: 'PATCH /api/enquiries/:id' });
    expect(parseFaultRoute('  /api/media/*  ')).toEqual({ method: '*', path: '/api/media/*', key: '* /api/media/*' });
    expect(parseFaultRoute('* http://accounts.test/api/profile').key).toBe('* http://accounts.test/api/profile');
  });

  it.each(['', 'GET', 'GET api/x', 'GET /a /b', 'G3T /a'])('refuses %j', (route) => {
    expect(() => parseFaultRoute(route)).toThrow(FaultDefinitionError);
  });
});

describe('faultRouteMatches', () => {
  const route = parseFaultRoute('PATCH /api/enquiries/:id');

  it('matches the method and the path on any host and under any base path, ignoring the query', () => {
    expect(faultRouteMatches(route, request('PATCH', 'http://property.test/api/enquiries/5?x=1'))).toBe(true);
    expect(faultRouteMatches(route, request('patch', 'http://127.0.0.1:4010/property/api/enquiries/5'))).toBe(true);
  });

  it('does not match another method, a shorter or a longer path', () => {
    expect(faultRouteMatches(route, request('GET', 'http://property.test/api/enquiries/5'))).toBe(false);
    expect(faultRouteMatches(route, request('PATCH', 'http://property.test/api/enquiries'))).toBe(false);
    expect(faultRouteMatches(route, request('PATCH', 'http://property.test/api/enquiries/5/notes'))).toBe(false);
  });

  it('matches wildcards, any method, and pins the host of a full URL', () => {
    expect(faultRouteMatches(parseFaultRoute('/api/media/*'), request('POST', 'http://p.test/api/media/upload'))).toBe(true);
    const pinned = parseFaultRoute('GET http://accounts.test/api/profile');
    expect(faultRouteMatches(pinned, request('GET', 'http://accounts.test/api/profile'))).toBe(true);
    expect(faultRouteMatches(pinned, request('GET', 'http://property.test/api/profile'))).toBe(false);
  });
});
