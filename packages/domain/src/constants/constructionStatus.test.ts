import { describe, expect, it } from 'vitest';
import { constructionStatusLabel, isConstructionStatusId, resolveConstructionStatusId } from './constructionStatus';

describe('construction status labels', () => {
  it('labels the seven known ids', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => constructionStatusLabel(id))).toEqual([
      'Planned',
      'Under Construction',
      'Completed',
      'Delayed',
      'On Hold',
      'Cancelled',
      'Newly Launched',
    ]);
  });

  it("reads 'Complete' for id 3 in the detail view only", () => {
    expect(constructionStatusLabel(3, { detailView: true })).toBe('Complete');
    expect(constructionStatusLabel(3, { detailView: false })).toBe('Completed');
    expect(constructionStatusLabel(2, { detailView: true })).toBe('Under Construction');
  });

  it('treats a missing status as Planned', () => {
    expect(resolveConstructionStatusId(undefined)).toBe(1);
    expect(resolveConstructionStatusId(null)).toBe(1);
    expect(constructionStatusLabel(null)).toBe('Planned');
    expect(constructionStatusLabel(undefined, { detailView: true })).toBe('Planned');
  });

  it("reads 'Unknown' for an id outside the seven", () => {
    expect(resolveConstructionStatusId(42)).toBe(42);
    expect(constructionStatusLabel(42)).toBe('Unknown');
    expect(constructionStatusLabel(0, { detailView: true })).toBe('Unknown');
    expect(isConstructionStatusId(8)).toBe(false);
  });
});
