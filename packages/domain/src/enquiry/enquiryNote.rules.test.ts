import { describe, expect, it } from 'vitest';
import { enquiryNoteToSave } from './enquiryNote.rules';

describe('enquiryNoteToSave', () => {
  it('saves the text without surrounding spaces', () => {
    expect(enquiryNoteToSave('  Viewing on Saturday \n', null)).toEqual({ kind: 'save', note: 'Viewing on Saturday' });
  });

  it('refuses a blank draft or one of only spaces when there is no saved note', () => {
    expect(enquiryNoteToSave('', null)).toEqual({ kind: 'empty' });
    expect(enquiryNoteToSave(' \t\n ', undefined)).toEqual({ kind: 'empty' });
    expect(enquiryNoteToSave('   ', '  ')).toEqual({ kind: 'empty' });
  });

  it('clears a saved note with an empty draft or one of only spaces', () => {
    expect(enquiryNoteToSave('', 'Wants a villa')).toEqual({ kind: 'save', note: '' });
    expect(enquiryNoteToSave('   ', 'Wants a villa')).toEqual({ kind: 'save', note: '' });
  });
});
