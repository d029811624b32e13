/**
 * A Testing Library text matcher for a line whose text is split by an isolated value (`Note: <bdi>…</bdi>`),
 * which the default matcher, reading each element's own text nodes, cannot find: the innermost element
 * whose whole text is `expected` (or, with `exact: false`, contains it).
 */
export function byTextContent(expected: string, { exact = true }: { exact?: boolean } = {}) {
  const matches = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return exact ? text === expected : text.includes(expected);
  };
  return (_content: string, element: Element | null): boolean =>
    element !== null && matches(element) && Array.from(element.children).every((child) => !matches(child));
}
