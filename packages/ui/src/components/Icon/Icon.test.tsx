import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directionalIconNames, Icon, iconNames, isIconName } from './Icon';
import { mirroredInRtl } from './Icon.css';

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

  // The mirroring itself (a transform under :dir(rtl)) is checked in Chromium: the story Icon/Right To Left.
  it('marks the glyphs that point along the line for mirroring in right-to-left text, and only those', () => {
    expect([...directionalIconNames].sort()).toEqual(['chevronLeft', 'chevronRight', 'logout']);
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.classList.contains(mirroredInRtl), name).toBe(directionalIconNames.includes(name));
      unmount();
    }
    const { container } = render(<Icon name="chevronRight" mirrorInRtl={false} />);
    expect(container.querySelector('svg')).not.toHaveClass(mirroredInRtl);
  });

  it('tells icon names from other strings', () => {
    expect(isIconName('close')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(undefined)).toBe(false);
  });
});
