import { en } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuidelinesPanel } from './GuidelinesPanel';

const copy = en.bulkUpload.guidelines;

describe('GuidelinesPanel', () => {
  it('lists the guidance of spec 1 section 5 under its heading', () => {
    render(<GuidelinesPanel />);

    expect(screen.getByRole('heading', { level: 2, name: copy.title })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Required fields: name, amount, landArea, address',
      'Optional fields: projectIdOfThis, deletedAt, rejectedOrBlockReason, deletedReason',
      'Dates in M/D/YYYY format',
      'Booleans as TRUE/FALSE',
      'UTF-8 encoding recommended',
      'The file must have all 39 template columns',
      'Maximum file size 10MB',
    ]);
  });

  it('takes a heading level that fits the page outline', () => {
    render(<GuidelinesPanel headingLevel={3} />);

    expect(screen.getByRole('heading', { level: 3, name: copy.title })).toBeInTheDocument();
  });
});
