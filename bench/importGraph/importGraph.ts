import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The workspace root, where the source folders below are. */
export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the workspace's own TypeScript lives (generated and installed folders are skipped). */
const sourceRoots = ['packages', 'apps', 'e2e', 'bench', '.storybook', 'config'];
const skippedFolders = new Set(['node_modules', 'dist', 'out', 'storybook-static', 'public']);
const sourceFile = /\.(ts|tsx|mts)$/;

/** One import of a workspace file by another. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  /** An `import()` call: the module loads when the call runs. */
  readonly dynamic: boolean;
  /** `import type` / `export type`: gone once compiled, yet still a dependency of the code. */
  readonly typeOnly: boolean;
}

/** The imports between the workspace's source files, by path relative to the root. */
export type ImportGraph = ReadonlyMap<string, readonly ImportEdge[]>;

// How the workspace resolves: bundler resolution, with packages resolving to their sources.
const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['marketplace-source'],
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (skippedFolders.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface ImportSpecifier {
  readonly specifier: string;
  readonly dynamic: boolean;
  readonly typeOnly: boolean;
}

/** The module specifiers a file imports or re-exports from, and how. */
export function importSpecifiers(fileName: string, text: string): ImportSpecifier[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: ImportSpecifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: node.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, dynamic: true, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, dynamic: false, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Reads every workspace source file and resolves its imports that land in the workspace. */
export function buildImportGraph(root: string = workspaceRoot): ImportGraph {
  const realRoot = realpathSync(root);
  const files = sourceRoots.flatMap((folder) => {
    try {
      return listSources(join(realRoot, folder));
    } catch {
      return [];
    }
  });
  const graph = new Map<string, ImportEdge[]>();
  for (const file of files) {
    const from = relative(realRoot, file);
    const edges: ImportEdge[] = [];
    for (const { specifier, dynamic, typeOnly } of importSpecifiers(file, readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule?.resolvedFileName;
      if (!resolved || resolved.includes('/node_modules/')) continue;
      const to = relative(realRoot, realpathSync(resolved));
      if (!to.startsWith('..')) edges.push({ from, to, dynamic, typeOnly });
    }
    graph.set(from, edges);
  }
  return graph;
}

/**
 * The import circles, type-only and lazy imports included (each still ties the files' code
 * together): each group of files that reach one another (Tarjan's strongly connected components),
 * as one circle through the group, e.g. `[a.ts, b.ts, a.ts]`.
 */
export function findImportCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const targets = (file: string) => (graph.get(file) ?? []).map((edge) => edge.to);

  const connect = (file: string) => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of targets(file)) {
      if (!index.has(next)) {
        connect(next);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(next)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || targets(file).includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return groups.map((group) => circleThrough(group, targets));
}

/** A shortest way from the group's first file back to itself, staying inside the group. */
function circleThrough(group: string[], targets: (file: string) => string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of targets(file)) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === start) queue.length = 0;
      else queue.push(next);
    }
  }
  const circle = [start];
  for (let file = cameFrom.get(start)!; file !== start; file = cameFrom.get(file)!) circle.unshift(file);
  return [start, ...circle];
}

/** Every file reachable from the roots, following the edges `follow` accepts. */
export function reachableFrom(graph: ImportGraph, roots: readonly string[], follow: (edge: ImportEdge) => boolean = () => true): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of graph.get(file) ?? []) if (follow(edge)) pending.push(edge.to);
  }
  return seen;
}
