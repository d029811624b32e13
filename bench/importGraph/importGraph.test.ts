// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { buildImportGraph, findImportCircles, reachableFrom, type ImportEdge, type ImportGraph } from './importGraph';

function graphOf(edges: Record<string, string[]>): ImportGraph {
  return new Map(Object.entries(edges).map(([from, targets]) => [from, targets.map((to): ImportEdge => ({ from, to, dynamic: false, typeOnly: false }))]));
}

describe('findImportCircles', () => {
  it('finds a circle, however long, and names each file on it', () => {
    const circles = findImportCircles(graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts', 'd.ts'], 'd.ts': [] }));
    expect(circles).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('finds a file that imports itself, and nothing in a graph without circles', () => {
    expect(findImportCircles(graphOf({ 'a.ts': ['a.ts'] }))).toEqual([['a.ts', 'a.ts']]);
    expect(findImportCircles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });
});

describe('the workspace imports', () => {
  let graph: ImportGraph;
  beforeAll(() => {
    graph = buildImportGraph();
  }, 120_000);

  it('form no circle, type-only and lazy imports included', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(findImportCircles(graph).map((circle) => circle.join(' -> '))).toEqual([]);
  });

  // Production code: the host from its entry, and each published package entry but the sandbox's.
  const productionRoots = ['apps/host/src/main.tsx', 'packages/domain/src/index.ts', 'packages/api-client/src/index.ts', 'packages/ui/src/index.ts'];
  const runtime = (edge: ImportEdge) => !edge.typeOnly;
  const isSandbox = (file: string) => file.startsWith('packages/sandbox/');
  const isFixture = (file: string) => /^packages\/domain\/src\/(fixtures\.ts$|fixtures\/|.*\.fixtures\.ts$)/.test(file);

  it('keep the seed fixtures out of production code: only the sandbox, loaded lazily in demo mode, reaches them', () => {
    const screenEntries = [...graph.keys()].filter((file) => /^packages\/agency-screens\/src\/[^/]+\/index\.ts$/.test(file));
    expect(screenEntries.length).toBeGreaterThan(0);
    const production = reachableFrom(graph, [...productionRoots, ...screenEntries], (edge) => runtime(edge) && !isSandbox(edge.to));
    expect([...production].filter(isFixture)).toEqual([]);
    // Through the demo sandbox they are reached, so the walk above is what keeps them out.
    expect([...reachableFrom(graph, ['apps/host/src/main.tsx'], runtime)].some(isFixture)).toBe(true);
  });

  it('load the sandbox in the host only through a dynamic import', () => {
    const eager = reachableFrom(graph, ['apps/host/src/main.tsx'], (edge) => runtime(edge) && !edge.dynamic);
    expect([...eager].filter(isSandbox)).toEqual([]);
  });
});
