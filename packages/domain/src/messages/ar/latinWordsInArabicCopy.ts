/**
 * Latin words of three letters or more that the Arabic copy keeps on purpose, lower-cased: the
 * catalogue's test and the host's Arabic e2e flow allow these and no other.
 * - file formats as their files are named and pickers list them: CSV, JPEG, JPG, PNG, GIF, WebP, AVI,
 *   MOV, WMV, WebM, MKV, UTF (of UTF-8);
 * - column names of the CSV template, which the server reads: name, amount, landArea, address,
 *   projectIdOfThis, deletedAt, rejectedOrBlockReason, deletedReason, mainImageURL,
 *   floorPlanImageURL, layoutImageURL;
 * - values and formats the CSV must hold: TRUE, FALSE, YYYY (of M/D/YYYY);
 * - link schemes a link must start with: http, https, mailto;
 * - DED, BRN, ORN: the abbreviations printed on UAE licence and registration documents, after the
 *   Arabic name of each number;
 * - WebGL, the browser technology as browser settings name it; Enter, the label printed on the key.
 */
export const latinWordsInArabicCopy: ReadonlySet<string> = new Set(
  [
    'csv', 'jpeg', 'jpg', 'png', 'gif', 'webp', 'avi', 'mov', 'wmv', 'webm', 'mkv', 'utf',
    'name', 'amount', 'landArea', 'address', 'projectIdOfThis', 'deletedAt', 'rejectedOrBlockReason', 'deletedReason',
    'mainImageURL', 'floorPlanImageURL', 'layoutImageURL',
    'true', 'false', 'yyyy',
    'http', 'https', 'mailto',
    'ded', 'brn', 'orn',
    'webgl', 'enter',
  ].map((word) => word.toLowerCase()),
);
