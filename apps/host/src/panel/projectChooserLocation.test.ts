import { describe, expect, it } from 'vitest';
import { addPropertyPlaceQuery, parseAddPropertyPlace, type AddPropertyPlace } from './projectChooserLocation';

describe("the Add New Property page's place in the URL", () => {
  const places: [string, AddPropertyPlace][] = [
    ['', { kind: 'chooser', step: { view: 'chooser' } }],
    ['project=12', { kind: 'chooser', step: { view: 'details', projectId: 12 } }],
    ['project=12&view=add', { kind: 'chooser', step: { view: 'add-to-project', projectId: 12 } }],
    ['form=standalone', { kind: 'form', projectId: null, editId: null }],
    ['form=project&project=12', { kind: 'form', projectId: 12, editId: null }],
    ['edit=40', { kind: 'form', projectId: null, editId: 40 }],
  ];

  it.each(places)('reads %j and writes it back the same', (query, place) => {
    expect(parseAddPropertyPlace(query)).toEqual(place);
    expect(addPropertyPlaceQuery(place)).toBe(query);
  });

  it('falls back to the chooser for an id that is not one', () => {
    expect(parseAddPropertyPlace('project=abc')).toEqual({ kind: 'chooser', step: { view: 'chooser' } });
    expect(parseAddPropertyPlace('project=-3&view=add')).toEqual({ kind: 'chooser', step: { view: 'chooser' } });
    expect(parseAddPropertyPlace('form=project')).toEqual({ kind: 'chooser', step: { view: 'chooser' } });
  });
});
