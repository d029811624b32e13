import { describe, expect, it } from 'vitest';
import { enquiryNoteMaxLength, enquiryNoteToSave } from './enquiryNote.rules';

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

describe('enquiryNoteToSave and the stored length', () => {
  it('saves a note of exactly the stored length and refuses one character more, whole', () => {
    const longest = 'a'.repeat(enquiryNoteMaxLength);
    expect(enquiryNoteToSave(longest, null)).toEqual({ kind: 'save', note: longest });
    expect(enquiryNoteToSave(`${longest}b`, null)).toEqual({ kind: 'tooLong', maxLength: enquiryNoteMaxLength });
  });

  it('counts the note without its surrounding spaces', () => {
    const longest = 'a'.repeat(enquiryNoteMaxLength);
    expect(enquiryNoteToSave(`  ${longest}\n`, null)).toEqual({ kind: 'save', note: longest });
  });

  it('holds the sandbox limit of 2,000 characters', () => {
    expect(enquiryNoteMaxLength).toBe(2000);
  });
});
