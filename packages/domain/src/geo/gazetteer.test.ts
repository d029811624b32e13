import { describe, expect, it } from 'vitest';
import { createGazetteerIndex, nearestPlace, normaliseGazetteerText, searchGazetteer, type GazetteerPlace } from './gazetteer';

const place = (id: string, name: string, kind: GazetteerPlace['kind'], latitude: number, longitude: number, extra: Partial<GazetteerPlace> = {}): GazetteerPlace => ({
  id,
  name,
  kind,
  emirate: 'Dubai',
  point: { latitude, longitude },
  ...extra,
});

const places = [
  place('dubai-emirate', 'Dubai', 'emirate', 25.07, 55.3, { nameAr: 'دبي' }),
  place('dubai-city', 'Dubai', 'city', 25.2048, 55.2708, { nameAr: 'دبي' }),
  place('marina', 'Dubai Marina', 'community', 25.0805, 55.1403, { nameAr: 'دبي مارينا' }),
  place('downtown', 'Downtown Dubai', 'community', 25.1972, 55.2744, { nameAr: 'وسط مدينة دبي' }),
  place('jvc', 'Jumeirah Village Circle', 'community', 25.0597, 55.2094, { aliases: ['JVC'], nameAr: 'قرية جميرا الدائرية' }),
  place('majaz', 'Al Majaz', 'community', 25.3275, 55.3889, { emirate: 'Sharjah', nameAr: 'المجاز' }),
  place('rak', "Ras Al Khaimah", 'city', 25.7895, 55.9432, { emirate: 'Ras Al Khaimah', nameAr: 'رأس الخيمة' }),
  place('reem', 'Al Reem Island', 'community', 24.4991, 54.4066, { emirate: 'Abu Dhabi', nameAr: 'جزيرة الريم' }),
];
const index = createGazetteerIndex(places);
const ids = (query: string, limit = 5) => searchGazetteer(index, query, limit).map((found) => found.id);

describe('normaliseGazetteerText', () => {
  it('drops case, accents, Arabic marks and punctuation', () => {
    expect(normaliseGazetteerText("Ra's Al-Khaymah")).toBe('ras al khaymah');
    expect(normaliseGazetteerText('Dubaï')).toBe('dubai');
    expect(normaliseGazetteerText('رَأْس الخَيْمَة')).toBe(normaliseGazetteerText('راس الخيمه'));
  });
});

describe('searchGazetteer', () => {
  it('puts exact names first, emirate before city, then prefixes, then word matches', () => {
    expect(ids('dubai')).toEqual(['dubai-emirate', 'dubai-city', 'marina', 'downtown']);
    expect(ids('DUBAI MAR')).toEqual(['marina']);
  });

  it('matches words inside a name and aliases', () => {
    expect(ids('reem')).toEqual(['reem']);
    expect(ids('jvc')).toEqual(['jvc']);
    expect(ids('village circle')).toEqual(['jvc']);
  });

  it('ignores apostrophes, hyphens and accents', () => {
    expect(ids("ra's al-khaimah")).toEqual(['rak']);
    expect(ids('Al-Majaz')).toEqual(['majaz']);
  });

  it('finds Arabic names with or without the article and vowel marks', () => {
    expect(ids('مجاز')).toEqual(['majaz']);
    expect(ids('رأس')).toEqual(['rak']);
    expect(ids('راس الخيمة')).toEqual(['rak']);
    expect(ids('الريم')).toEqual(['reem']);
  });

  it('keeps to the limit and answers nothing for a blank query or no match', () => {
    expect(ids('dubai', 2)).toEqual(['dubai-emirate', 'dubai-city']);
    expect(ids('   ')).toEqual([]);
    expect(ids('zzz')).toEqual([]);
  });
});

describe('nearestPlace', () => {
  it('names the closest place within reach, and nothing far out at sea', () => {
    expect(nearestPlace(index, { latitude: 25.081, longitude: 55.141 })?.id).toBe('marina');
    expect(nearestPlace(index, { latitude: 26.5, longitude: 53 })).toBeNull();
    expect(nearestPlace(createGazetteerIndex([]), { latitude: 25, longitude: 55 })).toBeNull();
  });
});
