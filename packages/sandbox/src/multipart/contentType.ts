const typesByExtension: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
};

/** The extension of a file name, lower case with its dot (`.png`), or `''`. */
export function fileExtension(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match?.[1] ? `.${match[1].toLowerCase()}` : '';
}

/** The MIME type a file name implies, `application/octet-stream` when unknown. */
export function contentTypeFor(name: string): string {
  return typesByExtension[fileExtension(name).slice(1)] ?? 'application/octet-stream';
}
