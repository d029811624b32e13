const mediaPathPattern = /^\/api\/media\/([^/?#]+)$/;

/**
 * Every file name the seed refers to as `/api/media/<name>`, found anywhere in it (image URLs of
 * properties, projects, lookups, people). The media route serves a placeholder for these names
 * rather than a 404, so demo pictures render although the sandbox ships no image files.
 */
export function seedMediaNames(seed: unknown): Set<string> {
  const names = new Set<string>();
  const pending: unknown[] = [seed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const name = mediaPathPattern.exec(value)?.[1];
      if (name) names.add(name);
    } else if (Array.isArray(value)) pending.push(...(value as unknown[]));
    else if (value !== null && typeof value === 'object') pending.push(...Object.values(value));
  }
  return names;
}
