import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('shows the percentage and exposes the value to assistive technology', () => {
    render(<ProgressBar label="Uploading listings.csv" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading listings.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
    expect(screen.getByText('45%')).toBeInTheDocument();
  });

  it('updates the text as the value grows, and rounds fractions', () => {
    const { rerender } = render(<ProgressBar label="Upload" value={10} />);
    expect(screen.getByText('10%')).toBeInTheDocument();
    rerender(<ProgressBar label="Upload" value={99.6} />);
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('clamps values outside 0 to 100', () => {
    const { rerender } = render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByText('100%')).toBeInTheDocument();
    rerender(<ProgressBar label="Upload" value={-5} />);
    expect(screen.getByText('0%')).toBeInTheDocument();
  });

  it('shows a custom value label instead of the percentage', () => {
    render(<ProgressBar label="Photos" value={60} valueLabel="3 of 5 files" />);
    expect(screen.getByText('3 of 5 files')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5 files');
  });

  it('has no value and no text while indeterminate', () => {
    render(<ProgressBar label="Processing" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Processing' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it('can hide the text and be named without a visible label', () => {
    render(<ProgressBar aria-label="Upload progress" value={30} showValueText={false} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.queryByText('30%')).not.toBeInTheDocument();
  });
});
