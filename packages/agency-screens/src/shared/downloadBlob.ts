/** Hands a file already built (a Blob) to the browser's download, under the given name. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a turn later: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
