import { mapLimits } from '../constants/limits';
import { type GeoPoint } from './geoPoint';
import { westernDigits } from '../primitives/westernDigits';

/** Which coordinate a typed value is for; it sets the range and the hemisphere letters. */
export type CoordinateAxis = 'latitude' | 'longitude';

/** A typed coordinate read as a number, or why it could not be. */
export type CoordinateParse = { ok: true; value: number } | { ok: false; reason: 'empty' | 'notANumber' | 'outOfRange' };

const axisLimit: Record<CoordinateAxis, number> = { latitude: 90, longitude: 180 };
const positiveLetter: Record<CoordinateAxis, string> = { latitude: 'N', longitude: 'E' };
const negativeLetter: Record<CoordinateAxis, string> = { latitude: 'S', longitude: 'W' };

/**
 * ASCII digits for Arabic-Indic (U+0660-0669) and Eastern Arabic-Indic (U+06F0-06F9) ones, '.' for
 * the Arabic decimal separator and '-' for the typographic minus, so a value typed on an Arabic
 * keyboard or pasted from a document reads like one typed in ASCII.
 */
function asciiDigits(text: string): string {
  return westernDigits(text).replace(/[\u066B\u2212\u2012\u2013]/g, (char) => (char === '\u066B' ? '.' : '-'));
}

const decimalNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads a typed latitude or longitude: spaces anywhere (including no-break and thin ones), a
 * degree sign, Arabic-Indic digits, one comma as the decimal separator when the value has no dot
 * (with a dot as well the comma is ambiguous, so it is refused), and a hemisphere letter before or
 * after (N/S for latitude, E/W for longitude; S and W make it negative).
 */
export function parseCoordinate(text: string, axis: CoordinateAxis): CoordinateParse {
  let compact = asciiDigits(text).replace(/[\s\u00B0\u00BA]/gu, '').toUpperCase();
  if (compact === '') return { ok: false, reason: 'empty' };
  let sign = 1;
  const hemisphere = /^([NSEW])(.+)$|^(.+?)([NSEW])$/.exec(compact);
  if (hemisphere) {
    const letter = hemisphere[1] ?? hemisphere[4];
    if (letter === negativeLetter[axis]) sign = -1;
    else if (letter !== positiveLetter[axis]) return { ok: false, reason: 'notANumber' };
    compact = hemisphere[2] ?? hemisphere[3] ?? '';
  }
  const commas = compact.split(',').length - 1;
  if (commas > 1 || (commas === 1 && compact.includes('.'))) return { ok: false, reason: 'notANumber' };
  const dotted = compact.replace(',', '.');
  if (!decimalNumber.test(dotted)) return { ok: false, reason: 'notANumber' };
  if (hemisphere && /^[+-]/.test(dotted)) return { ok: false, reason: 'notANumber' };
  const value = sign * Number(dotted);
  if (Math.abs(value) > axisLimit[axis]) return { ok: false, reason: 'outOfRange' };
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * The two halves of a pasted "latitude, longitude": split at a semicolon or an Arabic comma, else
 * at a comma followed by a space, else at spaces, else at a lone comma, whichever first gives two
 * parts; a comma inside a half is then a decimal comma ("25,2 55,3").
 */
function splitPair(text: string): readonly string[] {
  const trimmed = asciiDigits(text).trim();
  const separators = [/\s*[;\u061B\u060C]\s*/, /,\s+/, /\s+/, /,/];
  for (const separator of separators) {
    const parts = trimmed.split(separator);
    if (parts.length === 2) return parts;
  }
  return [];
}

/** A typed "latitude, longitude" read as a point, or why not (for a number, which axis failed first). */
export type PointTextParse =
  | { ok: true; point: GeoPoint }
  | { ok: false; reason: 'empty' | 'notAPair' }
  | { ok: false; reason: 'notANumber' | 'outOfRange'; axis: CoordinateAxis };

/** A "latitude, longitude" pair typed or pasted in one field, with the reason it was refused so a field can say it. */
export function readPointText(text: string): PointTextParse {
  if (asciiDigits(text).trim() === '') return { ok: false, reason: 'empty' };
  const [latitudeText, longitudeText] = splitPair(text);
  if (latitudeText === undefined || longitudeText === undefined) return { ok: false, reason: 'notAPair' };
  const latitude = parseCoordinate(latitudeText, 'latitude');
  if (!latitude.ok) return latitude.reason === 'empty' ? { ok: false, reason: 'notAPair' } : { ok: false, reason: latitude.reason, axis: 'latitude' };
  const longitude = parseCoordinate(longitudeText, 'longitude');
  if (!longitude.ok) return longitude.reason === 'empty' ? { ok: false, reason: 'notAPair' } : { ok: false, reason: longitude.reason, axis: 'longitude' };
  return { ok: true, point: { latitude: latitude.value, longitude: longitude.value } };
}

/** A "latitude, longitude" pair typed or pasted in one field (the order maps and phones copy), or null. */
export function parsePointText(text: string): GeoPoint | null {
  const read = readPointText(text);
  return read.ok ? read.point : null;
}

/** A coordinate as the picker shows it: 6 decimals (spec 2 section 9), never "-0.000000". */
export function formatCoordinate(value: number): string {
  const text = value.toFixed(mapLimits.coordinateDecimals);
  return /^-0\.0*$/.test(text) ? text.slice(1) : text;
}
