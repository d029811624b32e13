import {
  http,
  type DefaultBodyType,
  type HttpHandler,
  type HttpRequestHandler,
  type HttpRequestResolverExtras,
  type PathParams,
  type ResponseResolverInfo,
} from 'msw';
import type { FaultRegistry } from '../faults/faultRegistry';
import { resolveWithFaults, type ResolverResult } from '../faults/resolveWithFaults';

/** What a sandbox resolver receives: msw's request, params, cookies and request id. */
export type SandboxResolverInfo<Params extends PathParams<keyof Params> = PathParams> = ResponseResolverInfo<
  HttpRequestResolverExtras<Params>,
  DefaultBodyType
>;

/** A sandbox route's resolver: msw's, narrowed to answering a Response (or nothing, to fall through). */
export type SandboxResolver<Params extends PathParams<keyof Params> = PathParams> = (
  info: SandboxResolverInfo<Params>,
) => ResolverResult | Promise<ResolverResult>;

/** Registers a route under one base URL, fault-injectable. */
export type RouteMethod = <Params extends PathParams<keyof Params> = PathParams>(
  path: `/${string}`,
  resolver: SandboxResolver<Params>,
) => HttpHandler;

/** Builds handlers mounted at one base URL (the property host or the accounts host). */
export interface RouteBuilder {
  /** The base as given, without trailing slashes. */
  readonly baseUrl: string;
  /** `baseUrl` + path: what an msw handler is registered on. */
  url(path: `/${string}`): string;
  readonly get: RouteMethod;
  readonly post: RouteMethod;
  readonly put: RouteMethod;
  readonly patch: RouteMethod;
  readonly delete: RouteMethod;
}

/**
 * Joins a base URL and a path: `''` keeps the path relative (the page's own origin in a browser,
 * the server's over HTTP), `'*'` matches any origin, and a full URL pins one host.
 */
export function joinUrl(baseUrl: string, path: `/${string}`): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * A route builder for one base URL whose every route first consults the fault registry, so any
 * call can be made to fail from a test, a story or `/__sandbox/faults` without touching its handler.
 */
export function createRouteBuilder(baseUrl: string, faults: FaultRegistry): RouteBuilder {
  const method =
    (register: HttpRequestHandler): RouteMethod =>
    <Params extends PathParams<keyof Params> = PathParams>(path: `/${string}`, resolver: SandboxResolver<Params>) =>
      register<Params, DefaultBodyType, undefined>(joinUrl(baseUrl, path), (info) =>
        resolveWithFaults(faults, info.request, () => resolver(info)),
      );
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    url: (path) => joinUrl(baseUrl, path),
    get: method(http.get),
    post: method(http.post),
    put: method(http.put),
    patch: method(http.patch),
    delete: method(http.delete),
  };
}
