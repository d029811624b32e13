const MB = 1024 * 1024;

/** Byte sizes written the way the specs write them (1 MB = 1,048,576 bytes, so 10 MB = 10485760). */
export function megabytes(count: number): number {
  return count * MB;
}
