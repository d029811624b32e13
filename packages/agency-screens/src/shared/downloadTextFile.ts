import { downloadBlob } from './downloadBlob';

const byteOrderMark = '\uFEFF';

/**
 * Hands a text file to the browser's download. The text is written after a UTF-8 byte-order mark,
 * unless it already starts with one, so spreadsheet apps read Arabic text as UTF-8.
 */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const parts = text.startsWith(byteOrderMark) ? [text] : [byteOrderMark, text];
  downloadBlob(fileName, new Blob(parts, { type }));
}
