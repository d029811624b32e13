import { en, listingQuality, listingQualityFactsOf, type PropertyFormValues } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListingQualityPanel } from './ListingQualityPanel';
import { completeQualityValues, emptyQualityValues, halfDoneQualityValues } from './stories/qualityStoryData';

const copy = en.listingQuality;
const qualityOf = (values: PropertyFormValues) => listingQuality(listingQualityFactsOf(values));
const meter = () => screen.getByRole('progressbar', { name: copy.title });
const checklist = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
const announcement = () => screen.getByRole('status').textContent;

describe('ListingQualityPanel beside the form', () => {
  it('reads 0 of 100 and what to do for each check on a new form', () => {
    render(<ListingQualityPanel quality={qualityOf(emptyQualityValues())} layout="aside" />);
    expect(screen.getByRole('region', { name: copy.title })).toBeInTheDocument();
    expect(meter()).toHaveAttribute('aria-valuenow', '0');
    expect(meter()).toHaveAttribute('aria-valuetext', copy.score(0));
    expect(checklist()).toEqual([
      copy.checks.title.todo(10, 80),
      copy.checks.description.todo(100),
      copy.checks.images.todo,
      copy.checks.location.todo,
      copy.checks.amenities.todo(3),
      copy.checks.priceAndArea.todo,
    ]);
    expect(screen.queryByText(copy.allDone)).not.toBeInTheDocument();
  });

  it('shows what is there and what is left half way', () => {
    render(<ListingQualityPanel quality={qualityOf(halfDoneQualityValues())} layout="aside" />);
    expect(screen.getByText(copy.score(50))).toBeInTheDocument();
    expect(checklist()).toEqual([
      copy.checks.title.done,
      copy.checks.description.todo(100),
      copy.checks.images.todo,
      copy.checks.location.todo,
      copy.checks.amenities.todo(3),
      copy.checks.priceAndArea.done,
    ]);
  });

  it('says the listing has everything at 100', () => {
    render(<ListingQualityPanel quality={qualityOf(completeQualityValues())} layout="aside" />);
    expect(meter()).toHaveAttribute('aria-valuetext', copy.score(100));
    expect(screen.getByText(copy.allDone)).toBeInTheDocument();
    expect(checklist()).toContain(copy.checks.description.done);
  });
});

describe('ListingQualityPanel announcements', () => {
  it('announces nothing on the first render, nor while typing changes no check', () => {
    const values = emptyQualityValues();
    const { rerender } = render(<ListingQualityPanel quality={qualityOf(values)} layout="aside" />);
    expect(announcement()).toBe('');
    // A short title earns a third of its points but is not done yet: the score moves, no check flips.
    rerender(<ListingQualityPanel quality={qualityOf({ ...values, name: 'Villa' })} layout="aside" />);
    expect(meter()).toHaveAttribute('aria-valuetext', copy.score(5));
    expect(announcement()).toBe('');
  });

  it('announces a check that becomes done, then one that is undone again', () => {
    const values = emptyQualityValues();
    const { rerender } = render(<ListingQualityPanel quality={qualityOf(values)} layout="aside" />);
    rerender(<ListingQualityPanel quality={qualityOf({ ...values, name: 'Marina view villa' })} layout="aside" />);
    expect(announcement()).toBe(copy.checks.title.done);
    rerender(<ListingQualityPanel quality={qualityOf({ ...values, name: 'Marina view villa', address: 'Dubai Marina' })} layout="aside" />);
    expect(announcement()).toBe(copy.checks.title.done);
    rerender(<ListingQualityPanel quality={qualityOf({ ...values, name: 'Marina' })} layout="aside" />);
    expect(announcement()).toBe(copy.checks.title.todo(10, 80));
  });

  it('announces that all is done when the last check flips', () => {
    const complete = completeQualityValues();
    const { rerender } = render(<ListingQualityPanel quality={qualityOf({ ...complete, amenityIds: [] })} layout="aside" />);
    rerender(<ListingQualityPanel quality={qualityOf(complete)} layout="aside" />);
    expect(announcement()).toBe(copy.allDone);
  });

  it('keeps the focus where the user is typing when the score changes', async () => {
    const values = emptyQualityValues();
    const { rerender } = render(
      <>
        <input aria-label="typing" />
        <ListingQualityPanel quality={qualityOf(values)} layout="aside" />
      </>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'typing' }));
    rerender(
      <>
        <input aria-label="typing" />
        <ListingQualityPanel quality={qualityOf({ ...values, name: 'Marina view villa' })} layout="aside" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'typing' })).toHaveFocus();
  });
});

describe('ListingQualityPanel on a narrow screen', () => {
  it('is a closed section whose summary reads the score; it opens on a press', async () => {
    render(<ListingQualityPanel quality={qualityOf(halfDoneQualityValues())} layout="collapsible" />);
    const summary = screen.getByRole('button', { name: new RegExp(`^${copy.title}`) });
    expect(summary).toHaveTextContent(copy.score(50));
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(meter()).toHaveAttribute('aria-valuetext', copy.score(50));
    expect(screen.getByText(copy.checks.title.done)).toBeVisible();
  });
});
