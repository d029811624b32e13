import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingRegion, Skeleton, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton variant="rect" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  // Sizes are logical (inline and block), so a right-to-left page lays them out the same.
  it('takes CSS lengths and token names for its size', () => {
    const { container } = render(
      <>
        <Skeleton variant="rect" width="60%" height="12rem" />
        <Skeleton variant="rect" width="controlLarge" height="xlarge" />
      </>,
    );
    const [lengths, tokens] = Array.from(container.children) as HTMLElement[];
    expect(lengths).toHaveStyle({ inlineSize: '60%', blockSize: '12rem' });
    expect(tokens?.style.inlineSize).toMatch(/^var\(--/);
    expect(tokens?.style.blockSize).toMatch(/^var\(--/);
    expect(tokens?.style.inlineSize).not.toBe(tokens?.style.blockSize);
  });

  it('keeps a circle round when only one side is given', () => {
    const { container } = render(<Skeleton variant="circle" width="3rem" />);
    expect(container.firstElementChild).toHaveStyle({ inlineSize: '3rem', blockSize: '3rem' });
  });

  it('draws the requested number of text lines, the last one shorter', () => {
    const { container } = render(<SkeletonText lines={4} />);
    const lines = Array.from(container.firstElementChild?.children ?? []) as HTMLElement[];
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toHaveStyle({ inlineSize: '60%' });
    expect(lines[0]?.style.inlineSize).toBe('');
  });

  it('draws at least one line', () => {
    const { container } = render(<SkeletonText lines={0} />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });
});

describe('LoadingRegion', () => {
  it('is busy and says Loading while loading, without showing the content', () => {
    render(
      <LoadingRegion isLoading skeleton={<SkeletonText />} data-testid="region">
        <p>Dubai Marina</p>
      </LoadingRegion>,
    );
    expect(screen.getByTestId('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Dubai Marina')).not.toBeInTheDocument();
  });

  it('shows the content and drops the busy state once loaded', () => {
    render(
      <LoadingRegion isLoading={false} skeleton={<SkeletonText />} data-testid="region" loadingLabel="Loading agents">
        <p>Dubai Marina</p>
      </LoadingRegion>,
    );
    expect(screen.getByTestId('region')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Dubai Marina')).toBeInTheDocument();
    expect(screen.queryByText('Loading agents')).not.toBeInTheDocument();
  });

  it('takes the loading label as a prop', () => {
    render(<LoadingRegion isLoading loadingLabel="Loading agents" />);
    expect(screen.getByText('Loading agents')).toBeInTheDocument();
  });
});
