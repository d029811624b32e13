import { en } from '@marketplace/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionUnavailableView } from './SectionUnavailableView';

describe('SectionUnavailableView', () => {
  it('names the section and says plainly that it is not available yet', () => {
    render(<SectionUnavailableView sectionTitle="Team Management" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team Management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: en.shell.sectionUnavailableTitle })).toBeInTheDocument();
    expect(screen.getByText(en.shell.sectionUnavailableBody)).toBeInTheDocument();
  });
});
