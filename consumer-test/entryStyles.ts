/** A declaration of a single-class rule in an entry's compiled CSS, checked against the rendered page. */
export interface ClassDeclaration {
  className: string;
  property: string;
  value: string;
}

// Keyword properties whose computed value reads back as written (no units, colours or variables).
const comparable = new Set(['display', 'flex-direction', 'flex-wrap', 'align-items', 'justify-content', 'text-align', 'white-space', 'position', 'cursor', 'font-weight', 'text-transform']);

/**
 * The top-level `.class { property: keyword }` declarations of a compiled CSS file: what an element
 * carrying that class must show when the file reached the page. Rules inside at-rules (media
 * queries) and rules with compound selectors are left out: whether they apply depends on more than
 * the class.
 */
export function classDeclarations(css: string): ClassDeclaration[] {
  const topLevel = css.replace(/@(media|supports|container|layer)[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const declarations: ClassDeclaration[] = [];
  for (const [, className, body] of topLevel.matchAll(/(?:^|\n)\.([A-Za-z0-9_-]+) \{([^}]*)\}/g)) {
    for (const [, property, value] of (body ?? '').matchAll(/([a-z-]+):\s*([^;]+);/g)) {
      if (className && property && value && comparable.has(property) && !value.includes('var(')) declarations.push({ className, property, value: value.trim() });
    }
  }
  return declarations;
}
