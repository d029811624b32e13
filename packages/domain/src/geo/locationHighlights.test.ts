import { describe, expect, it } from 'vitest';
import { mapLimits } from '../constants/limits';
import { en } from '../messages';
import {
  builtInHighlightTypes,
  canAddHighlight,
  existingHighlightColour,
  highlightDraftProblems,
  highlightMarkerColour,
  highlightMarkerColours,
  isTemporaryHighlightId,
  nextTemporaryHighlightId,
  projectHighlightColour,
} from './locationHighlights';

const point = { latitude: 25.2, longitude: 55.3 };

describe('highlight draft rules', () => {
  it('names each missing part with the spec message', () => {
    expect(highlightDraftProblems({ label: '  ', typeId: null, point: null }, en.locationHighlights)).toEqual({
      label: 'Please provide a location label',
      type: 'Please select a location type',
      position: 'Please click on the map to select a location',
    });
    expect(highlightDraftProblems({ label: 'School', typeId: 1, point }, en.locationHighlights)).toEqual({});
  });

  it('enables Add only with a label, a type and a position', () => {
    expect(canAddHighlight({ label: 'School', typeId: 1, point })).toBe(true);
    expect(canAddHighlight({ label: ' ', typeId: 1, point })).toBe(false);
    expect(canAddHighlight({ label: 'School', typeId: undefined, point })).toBe(false);
    expect(canAddHighlight({ label: 'School', typeId: 1, point: null })).toBe(false);
  });
});

describe('marker colours', () => {
  it('cycles through 10 colours, none purple or amber', () => {
    expect(highlightMarkerColours).toHaveLength(mapLimits.highlightMarkerColourCount);
    expect(new Set(highlightMarkerColours).size).toBe(10);
    expect(highlightMarkerColours).not.toContain(projectHighlightColour);
    expect(highlightMarkerColours).not.toContain(existingHighlightColour);
    expect(highlightMarkerColour({}, 0)).toBe(highlightMarkerColours[0]);
    expect(highlightMarkerColour({}, 12)).toBe(highlightMarkerColours[2]);
  });

  it('marks project-inherited purple and saved amber whatever their place', () => {
    expect(highlightMarkerColour({ isFromProject: true, isExisting: true }, 3)).toBe(projectHighlightColour);
    expect(highlightMarkerColour({ isExisting: true }, 3)).toBe(existingHighlightColour);
  });
});

describe('temporary ids', () => {
  it('gives new highlights negative ids below every id in use', () => {
    expect(nextTemporaryHighlightId([])).toBe(-1);
    expect(nextTemporaryHighlightId([{ id: 7 }, { id: -1 }, { id: null }])).toBe(-2);
    expect(isTemporaryHighlightId(-2)).toBe(true);
    expect(isTemporaryHighlightId(7)).toBe(false);
    expect(isTemporaryHighlightId(null)).toBe(false);
  });
});

describe('built-in highlight types', () => {
  it('lists the five fallback types of the catalogue', () => {
    expect(builtInHighlightTypes(en.lookups).map((type) => type.name)).toEqual(['School', 'Hospital', 'Shopping Mall', 'Metro Station', 'Park']);
  });
});
