/**
 * A small deterministic PRNG (mulberry32): the sandbox seeds its database from it so the same
 * seed always yields the same enquiries, properties and agents in stories, tests and demos.
 */
export function createSeededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A float in [0, 1). */
    next,
    /** An integer in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One element of a non-empty list. */
    pick: <T>(items: readonly [T, ...T[]]): T => items[Math.floor(next() * items.length)] ?? items[0],
  };
}

export type SeededRandom = ReturnType<typeof createSeededRandom>;
