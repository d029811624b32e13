import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolbarIcon } from './ToolbarIcon';
import { leftToRightOnly, mirroredInRtl, rightToLeftOnly } from './ToolbarIcon.css';

describe('ToolbarIcon in right-to-left text', () => {
  it.each(['bulletedList', 'indent', 'outdent'] as const)('mirrors %s, whose bullets or arrow sit at the line start', (name) => {
    const { container } = render(<ToolbarIcon name={name} />);
    expect(container.querySelector('svg')).toHaveClass(mirroredInRtl);
  });

  it('keeps the link as it is', () => {
    const { container } = render(<ToolbarIcon name="link" />);
    expect(container.querySelector('svg')).not.toHaveClass(mirroredInRtl);
  });

  it('redraws the numbered list with its digits on the right instead of mirroring the digits', () => {
    const { container } = render(<ToolbarIcon name="numberedList" />);
    expect(container.querySelector('svg')).not.toHaveClass(mirroredInRtl);
    const [leftToRight, rightToLeft] = Array.from(container.querySelectorAll('path'));
    expect(leftToRight).toHaveClass(leftToRightOnly);
    expect(rightToLeft).toHaveClass(rightToLeftOnly);
    expect(rightToLeft?.getAttribute('d')).toMatch(/^M2 4h7/);
  });
});
