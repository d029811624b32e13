/**
 * A collection saved against its seed: `[from, to]` stands for the seed's records `from` to `to - 1`
 * unchanged, an object for a record the seed does not hold as it is (changed or added). Records
 * left out were removed. Records are compared as JSON, so no key field needs to be known.
 */
export type Run = [from: number, to: number] | Record<string, unknown>;

/** The runs that rebuild `records`, in their order, from the seed whose records' JSON is `seedTexts`. */
export function encodeRuns(records: readonly unknown[], seedTexts: readonly string[]): Run[] {
  const seedIndex = new Map<string, number>();
  seedTexts.forEach((text, index) => {
    if (!seedIndex.has(text)) seedIndex.set(text, index);
  });
  const runs: Run[] = [];
  let open: [number, number] | null = null;
  for (const record of records) {
    const text = JSON.stringify(record);
    const index: number | undefined = open && seedTexts[open[1]] === text ? open[1] : seedIndex.get(text);
    if (index === undefined) {
      runs.push(record as Record<string, unknown>);
      open = null;
    } else if (open && open[1] === index) {
      open[1] += 1;
    } else {
      open = [index, index + 1];
      runs.push(open);
    }
  }
  return runs;
}

/** Whether the runs are the whole seed, unchanged. */
export function isUnchanged(runs: readonly Run[], seedLength: number): boolean {
  if (seedLength === 0) return runs.length === 0;
  const [only] = runs;
  return runs.length === 1 && Array.isArray(only) && only[0] === 0 && only[1] === seedLength;
}

/** The records the runs stand for; throws on runs that do not fit the seed. */
export function decodeRuns(runs: unknown, seed: readonly unknown[]): unknown[] {
  if (!Array.isArray(runs)) throw new Error('runs must be a list');
  return runs.flatMap((run: unknown) => {
    if (Array.isArray(run)) {
      const [from, to] = run as unknown[];
      if (run.length !== 2 || !Number.isInteger(from) || !Number.isInteger(to) || (from as number) < 0 || (from as number) >= (to as number) || (to as number) > seed.length) {
        throw new Error(`run ${JSON.stringify(run)} does not fit a seed of ${seed.length}`);
      }
      return seed.slice(from as number, to as number);
    }
    if (typeof run !== 'object' || run === null) throw new Error('a changed record must be an object');
    return [run];
  });
}

/** A short fingerprint of a seed (FNV-1a over its records' JSON, and their count), so changes saved against another seed are dropped. */
export function fingerprint(seedTexts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const text of seedTexts) {
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x1e;
    hash = Math.imul(hash, 0x01000193);
  }
  return `${seedTexts.length}:${(hash >>> 0).toString(36)}`;
}
