import type { FileCheck, Messages } from '@marketplace/domain';

/** Why a chosen image was refused, in the files group's words. */
export function imageRefusalReason(check: Exclude<FileCheck, { ok: true }>, maxMegabytes: number, files: Messages['files']): string {
  if (check.reason === 'too-large') return files.tooLarge(maxMegabytes);
  if (check.reason === 'unsupported-type') return files.notAnImage;
  return files.invalidFile;
}
