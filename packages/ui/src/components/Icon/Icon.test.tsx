import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames, isIconName } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology unless labelled', () => {
    const { container } = render(<Icon name="trash" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label', () => {
    render(<Icon name="star" label="Featured" />);
    expect(screen.getByRole('img', { name: 'Featured' })).toBeInTheDocument();
  });

  it.each(iconNames)('draws %s in the current colour on a 24 grid', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^[Mm]/);
  });

  it('tells icon names from other strings', () => {
    expect(isIconName('close')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(undefined)).toBe(false);
  });
});
