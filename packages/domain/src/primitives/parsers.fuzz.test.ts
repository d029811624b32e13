import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProfileEmail, isProfilePhone, isProfileUrl } from '../agencyProfile/agencyProfileForm.schema';
import { parseIndustryStartYear } from '../agencyProfile/agencyProfileText.rules';
import { propertyFormLimits, roiCalculatorInputs } from '../constants/limits';
import { enquiryNoteMaxLength, enquiryNoteToSave } from '../enquiry/enquiryNote.rules';
import { validateCsvFile, validateEditFormImage, validateMediaFile, validateProfileImage, validatePropertyImage } from '../files/fileValidation.rules';
import { fileExtension, mimeEssence } from '../files/fileTypes';
import { imageSignature, isSvgImage } from '../files/imageSignature.rules';
import { parseCoordinate, parsePointText, readPointText, type CoordinateAxis } from '../geo/coordinateInput';
import { createGazetteerIndex, normaliseGazetteerText, searchGazetteer, type GazetteerPlace } from '../geo/gazetteer';
import { isValidGeoPoint } from '../geo/geoPoint';
import { additionalMediaKind, checkAdditionalMediaFile } from '../media/additionalMedia.rules';
import { imageUrlOr, isValidImageUrl, isVideoFileName, resolveMediaUrl } from '../media/imageUrl.rules';
import { contentMatchesKind, videoSignature } from '../media/mediaSignature.rules';
import { plainTextOf, projectDescriptionPreview } from '../project/projectDescription.rules';
import { readFormNumber } from '../propertyForm/formNumber.rules';
import { handoverBeforeSaleStart } from '../propertyForm/paymentPlanTotal.rules';
import { readMilestoneSchedule, readPlanPercent } from '../propertyForm/paymentPlans.rules';
import { coordinate } from '../propertyForm/propertyFormPayload';
import { parseTypedNumber, readRoiInput, roiInputOrder } from '../roi/roiCalculation.rules';
import { hasTeamMobileDigits } from '../teamMember/teamMember.schema';
import { isValidTeamMobile, normaliseTeamMobile } from '../teamMember/teamMemberForm.schema';
import { hostileText, hostileTextOrNothing } from './hostileArbitraries.testing';
import { westernDigits } from './westernDigits';

// Property-based: the domain's readers of typed, pasted and stored text (numbers, digits,
// coordinates, phones, e-mails, URLs, years, notes, dates, HTML, file names and bytes, place
// searches) never throw on any string, and each answers the verdict type it documents (issue 19).
// fast-check prints the seed and the shrunk input of a failure; pass them back as { seed, path }.
// The CSV cells, the schemas, the RSQL filters and the URL view states have fuzz tests of their own.

const runs = { numRuns: 300 };
const easternDigit = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('number readers, fuzzed', () => {
  it('westernDigits keeps every other character and leaves no Arabic-Indic digit', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const western = westernDigits(text);
        expect(western.length).toBe(text.length);
        expect(western).not.toMatch(easternDigit);
        expect(westernDigits(western)).toBe(western);
      }),
      runs,
    );
  });

  it('parseTypedNumber answers a finite number or null', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const value = parseTypedNumber(text);
        if (value !== null) expect(Number.isFinite(value)).toBe(true);
      }),
      runs,
    );
  });

  it("readRoiInput keeps every input's value within its range and says why it changed it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...roiInputOrder), hostileText, (input, text) => {
        const { min, max } = roiCalculatorInputs[input];
        const reading = readRoiInput(input, text);
        expect(Number.isFinite(reading.value)).toBe(true);
        expect(reading.value).toBeGreaterThanOrEqual(min);
        expect(reading.value).toBeLessThanOrEqual(max);
        expect([null, 'notANumber', 'belowMin', 'aboveMax']).toContain(reading.adjustment);
        if (reading.adjustment === null) expect(reading.value).toBe(parseTypedNumber(text));
      }),
      runs,
    );
  });

  it('readFormNumber and readPlanPercent answer empty, a finite number (a percentage within 0 to 100), or why not', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const reading = readFormNumber(text);
        expect(['empty', 'number', 'notANumber']).toContain(reading.kind);
        if (reading.kind === 'empty') expect(reading.value).toBe(propertyFormLimits.emptyNumberValue);
        if (reading.kind === 'number') expect(Number.isFinite(reading.value)).toBe(true);
        const percent = readPlanPercent(text);
        expect(['empty', 'number', 'notANumber', 'outOfRange']).toContain(percent.kind);
        if (percent.kind === 'number') expect(percent.value >= 0 && percent.value <= 100).toBe(true);
      }),
      runs,
    );
  });

  it('parseIndustryStartYear answers a whole number or null, from text, numbers or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(hostileTextOrNothing, fc.double(), fc.integer()), (value) => {
        const year = parseIndustryStartYear(value);
        if (year !== null) expect(Number.isSafeInteger(year)).toBe(true);
      }),
      runs,
    );
  });

  it('coordinate answers a finite number or null for a saved number or text', () => {
    fc.assert(
      fc.property(fc.oneof(hostileTextOrNothing, fc.double()), (value) => {
        const read = coordinate(value);
        if (read !== null) expect(Number.isFinite(read)).toBe(true);
      }),
      runs,
    );
  });
});

describe('coordinate readers, fuzzed', () => {
  it('parseCoordinate answers a coordinate within its axis or why not', () => {
    const limits: Record<CoordinateAxis, number> = { latitude: 90, longitude: 180 };
    fc.assert(
      fc.property(hostileText, fc.constantFrom<CoordinateAxis>('latitude', 'longitude'), (text, axis) => {
        const parsed = parseCoordinate(text, axis);
        if (parsed.ok) {
          expect(Number.isFinite(parsed.value)).toBe(true);
          expect(Math.abs(parsed.value)).toBeLessThanOrEqual(limits[axis]);
        } else expect(['empty', 'notANumber', 'outOfRange']).toContain(parsed.reason);
      }),
      runs,
    );
  });

  it('readPointText and parsePointText answer a point on the earth or why not, and agree', () => {
    const pair = fc.tuple(hostileText, fc.constantFrom(', ', ',', ' ', ';', '\u060c', '  '), hostileText).map(([a, separator, b]) => `${a}${separator}${b}`);
    fc.assert(
      fc.property(fc.oneof(hostileText, pair), (text) => {
        const read = readPointText(text);
        const point = parsePointText(text);
        if (read.ok) {
          expect(isValidGeoPoint(read.point)).toBe(true);
          expect(point).toEqual(read.point);
        } else {
          expect(point).toBeNull();
          expect(['empty', 'notAPair', 'notANumber', 'outOfRange']).toContain(read.reason);
          if (read.reason === 'notANumber' || read.reason === 'outOfRange') expect(['latitude', 'longitude']).toContain(read.axis);
        }
      }),
      runs,
    );
  });
});

describe('contact readers, fuzzed', () => {
  it('the team mobile rules answer text and yes or no, and a valid mobile holds ten digits once normalised', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const normalised = normaliseTeamMobile(text);
        expect(typeof normalised).toBe('string');
        expect(normalised).toBe(normalised.trim());
        const valid = isValidTeamMobile(text);
        expect(typeof valid).toBe('boolean');
        expect(typeof hasTeamMobileDigits(text)).toBe('boolean');
        if (valid) expect(hasTeamMobileDigits(normalised)).toBe(true);
      }),
      runs,
    );
  });

  it("the profile's e-mail, phone and URL checks answer yes or no", () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(typeof isProfileEmail(text)).toBe('boolean');
        expect(typeof isProfilePhone(text)).toBe('boolean');
        expect(typeof isProfileUrl(text)).toBe('boolean');
        if (isProfileEmail(text)) expect(text.trim()).toMatch(/@/);
        if (isProfilePhone(text)) expect(text.replace(/\D/g, '').length).toBeGreaterThanOrEqual(7);
      }),
      runs,
    );
  });
});

describe('image and media references, fuzzed', () => {
  it('isValidImageUrl, imageUrlOr and resolveMediaUrl answer yes or no, and a URL or the fallback', () => {
    fc.assert(
      fc.property(hostileTextOrNothing, hostileText, (value, base) => {
        expect(typeof isValidImageUrl(value)).toBe('boolean');
        const shown = imageUrlOr(value, 'fallback.png');
        expect(shown === 'fallback.png' || shown === value?.trim()).toBe(true);
        const resolved = resolveMediaUrl(value, base, 'placeholder.png');
        expect(typeof resolved).toBe('string');
        if (!value?.trim()) expect(resolved).toBe('placeholder.png');
      }),
      runs,
    );
  });

  it('file names, types and sizes read into a check, never an exception', () => {
    const facts = fc.record({ name: hostileText, type: fc.oneof(hostileText, fc.constantFrom('image/png', 'IMAGE/SVG+XML; x=1', 'text/csv', 'video/mp4', '')), size: fc.oneof(fc.integer(), fc.double()) });
    const reasons = ['unsupported-type', 'too-large', 'empty'];
    fc.assert(
      fc.property(facts, (file) => {
        for (const check of [validateCsvFile(file), validateMediaFile(file), validatePropertyImage(file), validateEditFormImage(file), validateProfileImage(file), checkAdditionalMediaFile(file)]) {
          if (!check.ok) expect(reasons).toContain(check.reason);
        }
        expect(['image', 'video']).toContain(additionalMediaKind(file.name));
        expect(typeof isVideoFileName(file.name)).toBe('boolean');
        expect(typeof isSvgImage(file)).toBe('boolean');
        expect(fileExtension(file.name)).toBe(fileExtension(file.name).toLowerCase());
        expect(mimeEssence(file.type)).not.toMatch(/;/);
      }),
      runs,
    );
  });

  it("a file's first bytes read as a known signature or none", () => {
    const known = [[0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47], [0x52, 0x49, 0x46, 0x46], [0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]];
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 20 }),
      fc.tuple(fc.constantFrom(...known), fc.uint8Array({ maxLength: 16 })).map(([start, rest]) => new Uint8Array([...start, ...rest])),
    );
    fc.assert(
      fc.property(bytes, (content) => {
        expect([null, 'jpeg', 'png', 'gif', 'webp', 'bmp', 'avif']).toContain(imageSignature(content));
        expect([null, 'iso-media', 'quicktime', 'avi', 'asf', 'matroska']).toContain(videoSignature(content));
        expect(typeof contentMatchesKind(content, 'image')).toBe('boolean');
        expect(typeof contentMatchesKind(content, 'video')).toBe('boolean');
      }),
      runs,
    );
  });
});

describe('stored text, fuzzed', () => {
  it('plainTextOf gives trimmed text with single spaces, and the preview at most 120 characters and an ellipsis', () => {
    const markup = fc
      .array(fc.oneof(hostileText, fc.constantFrom('<p>', '</p>', '<br/>', '<script>x</script>', '<!-- c -->', '&amp;', '&#1575;', '&#x1F600;', '&#xD800;', '<style', '<a href="x>y">', '<', '&')), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(hostileTextOrNothing, markup), (html) => {
        const text = plainTextOf(html);
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s\s/);
        const preview = projectDescriptionPreview(html);
        if (Array.from(text).length <= 120) expect(preview).toBe(text);
        else {
          expect(preview.endsWith('...')).toBe(true);
          expect(Array.from(preview).length).toBeLessThanOrEqual(123);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('enquiryNoteToSave answers the note to save, empty, or too long, and never cuts a note', () => {
    fc.assert(
      fc.property(hostileText, hostileTextOrNothing, (draft, saved) => {
        const save = enquiryNoteToSave(draft, saved);
        if (save.kind === 'save') expect(save.note).toBe(draft.trim());
        else if (save.kind === 'tooLong') expect(save.maxLength).toBe(enquiryNoteMaxLength);
        else expect(save).toEqual({ kind: 'empty' });
      }),
      runs,
    );
  });

  it('handoverBeforeSaleStart answers yes or no for any two dates', () => {
    fc.assert(
      fc.property(hostileTextOrNothing, hostileTextOrNothing, (handover, saleStart) => {
        expect(typeof handoverBeforeSaleStart(handover, saleStart)).toBe('boolean');
      }),
      runs,
    );
  });

  it("readMilestoneSchedule splits any stored schedule into sorted distinct due dates and the other entries, losing none", () => {
    const entry = fc.oneof(hostileText, fc.constantFrom('2025-01-31', '2025-01-31T10:00:00Z', '2024-13-99', '0000-00-00x'), fc.jsonValue({ maxDepth: 1 }));
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 8 }), fc.constantFrom(null, undefined)), (schedule) => {
        const { dueDates, otherEntries } = readMilestoneSchedule(schedule);
        for (const date of dueDates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect([...dueDates].sort()).toEqual(dueDates);
        expect(new Set(dueDates).size).toBe(dueDates.length);
        expect(dueDates.length + otherEntries.length).toBeLessThanOrEqual(schedule?.length ?? 0);
      }),
      runs,
    );
  });
});

describe('the place search, fuzzed', () => {
  const place = (id: string, name: string, kind: GazetteerPlace['kind'], extra: Partial<GazetteerPlace> = {}): GazetteerPlace => ({
    id,
    name,
    kind,
    emirate: 'Dubai',
    point: { latitude: 25.2, longitude: 55.3 },
    ...extra,
  });
  const places = [
    place('dubai', 'Dubai', 'city', { nameAr: 'دبي' }),
    place('jvc', 'Jumeirah Village Circle', 'community', { aliases: ['JVC'], nameAr: 'قرية جميرا الدائرية' }),
    place('rak', "Ra's Al Khaimah", 'city', { nameAr: 'رأس الخيمة' }),
  ];

  it('normaliseGazetteerText gives trimmed text with single spaces, and a search any list of places at most its limit', () => {
    const hostilePlaces = fc
      .array(fc.tuple(hostileText, fc.constantFrom<GazetteerPlace['kind']>('emirate', 'city', 'community'), fc.array(hostileText, { maxLength: 2 }), hostileText), { maxLength: 4 })
      .map((list) => list.map(([name, kind, aliases, nameAr], index) => place(`p${index}`, name, kind, { aliases, nameAr })));
    fc.assert(
      fc.property(hostileText, hostilePlaces, fc.integer({ min: -1, max: 6 }), (query, extra, limit) => {
        const normalised = normaliseGazetteerText(query);
        expect(normalised).toBe(normalised.trim());
        expect(normalised).not.toMatch(/ {2}/);
        const all = [...places, ...extra];
        const found = searchGazetteer(createGazetteerIndex(all), query, limit);
        expect(found.length).toBeLessThanOrEqual(Math.max(0, limit));
        for (const result of found) expect(all).toContain(result);
      }),
      { numRuns: 60 },
    );
  });
});
