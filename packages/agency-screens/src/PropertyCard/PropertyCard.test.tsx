import { en, type Property } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyCard } from './PropertyCard';
import { edgeCaseProperties, hostileTexts, reviewedProperties, ribbonCombinations } from '../ReviewedProperties/stories/reviewedStoryData';

const copy = en.propertyCard;
const [noImage, zeroRooms, longName, ...hostile] = edgeCaseProperties() as [Property, Property, Property, ...Property[]];

function renderCard(property: Property, props: Partial<Parameters<typeof PropertyCard>[0]> = {}) {
  const onDelete = vi.fn();
  const onOpenFaqs = vi.fn();
  render(<PropertyCard property={property} onDelete={onDelete} onOpenFaqs={onOpenFaqs} imageUrl={property.mainImageURL ?? undefined} editHref="/edit" {...props} />);
  return { onDelete, onOpenFaqs, card: screen.getByRole('article') };
}

const ribbonsOf = (card: HTMLElement) => {
  const list = within(card).queryByRole('list', { name: copy.statusLabel });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent) : [];
};

afterEach(() => {
  delete (window as { __reviewedXss?: number }).__reviewedXss;
});

describe('PropertyCard', () => {
  it('shows the name, AED price, ROI, address, facts, construction chip and a lazy image of reserved size', () => {
    const property = reviewedProperties('admin', 'approved', 1)[0] as Property;
    const { card } = renderCard(property, { imageUrl: '/api/media/x.jpg' });
    expect(within(card).getByRole('heading', { level: 2, name: property.name ?? '' })).toBeInTheDocument();
    // Intl's no-break space between AED and the amount, which toHaveTextContent would fold.
    expect(card.textContent).toContain(copy.price(property.amount ?? 0));
    expect(card).toHaveTextContent(copy.roi(property.roi ?? 0));
    expect(card).toHaveTextContent(property.address ?? '');
    const facts = within(card).getAllByRole('definition');
    expect(facts.map((fact) => fact.textContent)).toEqual([
      String(property.numOfRooms),
      String(property.numOfBedrooms),
      String(property.numOfBathrooms),
      copy.areaValue(property.landArea ?? 0),
    ]);
    const image = within(card).getByRole('img', { name: copy.imageAlt(property.name ?? '') });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(card).toHaveTextContent(en.statuses.constructionStatus[(property.constructionStatus?.id ?? 1) as 1]);
    expect(within(card).getByRole('link', { name: copy.editOf(property.name ?? '') })).toHaveAttribute('href', '/edit');
  });

  it('offers Manage FAQs only on a public listing (status 1)', async () => {
    const user = userEvent.setup();
    for (const property of ribbonCombinations()) {
      const { card, onOpenFaqs, unmount } = { ...renderCard(property), unmount: () => document.body.replaceChildren() };
      const button = within(card).queryByRole('button', { name: copy.manageFaqsOf(property.name ?? '') });
      if (property.listingStatus?.id === 1) {
        expect(button, `${property.id}`).toBeInTheDocument();
        await user.click(button as HTMLElement);
        expect(onOpenFaqs).toHaveBeenCalledWith(property);
      } else {
        expect(button, `${property.id}`).not.toBeInTheDocument();
      }
      unmount();
    }
  });

  it('carries every ribbon combination', () => {
    const seen = ribbonCombinations().map((property) => {
      renderCard(property);
      const ribbons = ribbonsOf(screen.getByRole('article'));
      document.body.replaceChildren();
      return ribbons.join(' / ');
    });
    expect(seen).toEqual([
      'Public',
      'Pending',
      'Pending',
      'Admin Rejected',
      'Dev Pending / Project',
      'Dev Approved / Project',
      'Dev Rejected / Project',
      'Pending / Dev Approved / Project',
      'Public / Dev Approved / Project',
      'Admin Rejected / Dev Approved / Project',
      'Admin Rejected / Dev Rejected / Project',
    ]);
  });

  it('expands and collapses the rejection reason, naming both when admin and developer rejected', async () => {
    const user = userEvent.setup();
    const both = ribbonCombinations().at(-1) as Property;
    const { card } = renderCard(both);
    const toggle = within(card).getByRole('button', { name: copy.showReason });
    expect(within(card).queryByText(both.rejectedOrBlockReason ?? '')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText(both.rejectedOrBlockReason ?? '')).toBeVisible();
    expect(within(card).getByText(both.developerRejectReason ?? '')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: copy.hideReason }));
    expect(within(card).getByText(both.developerRejectReason ?? '')).not.toBeVisible();
  });

  // Issue 19, item 5: the name, address, project and reasons are someone's text. A name starting with
  // Hebrew or Arabic letters and ending in a number, left in the card's flow, would take the number and
  // the punctuation next to it round to its side; isolated, it is laid out on its own.
  it("isolates the server's text from the card's own: name, address and project in <bdi>, a lone reason its own paragraph", async () => {
    const user = userEvent.setup();
    const both = ribbonCombinations().at(-1) as Property;
    const property: Property = {
      ...both,
      name: 'שלום 2',
      address: 'مرسى دبي 5',
      project: both.project ? { ...both.project, name: 'مشروع 7' } : both.project,
      developerApprovalStatus: null,
      rejectedOrBlockReason: 'السعر غير صحيح 100',
    };
    const { card } = renderCard(property);
    expect(within(card).getByRole('heading', { level: 2, name: 'שלום 2' }).querySelector('bdi')).toHaveTextContent('שלום 2');
    expect(within(card).getByText('مرسى دبي 5').tagName).toBe('BDI');
    if (property.project) expect(within(card).getByText('مشروع 7').tagName).toBe('BDI');
    await user.click(within(card).getByRole('button', { name: copy.showReason }));
    expect(within(card).getByText('السعر غير صحيح 100')).toHaveAttribute('dir', 'auto');
  });

  it('isolates each reason from its label when both reviewers rejected', async () => {
    const user = userEvent.setup();
    const both = ribbonCombinations().at(-1) as Property;
    const { card } = renderCard(both);
    await user.click(within(card).getByRole('button', { name: copy.showReason }));
    expect(within(card).getByText(both.rejectedOrBlockReason ?? '').tagName).toBe('BDI');
    expect(within(card).getByText(both.developerRejectReason ?? '').tagName).toBe('BDI');
  });

  it('renders a listing with no name, image, price or ROI, zero rooms, or a 300-character name sensibly', () => {
    const { card } = renderCard(noImage, { imageUrl: undefined });
    expect(within(card).getByRole('heading', { name: copy.untitled })).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('img', { name: copy.imageAlt(copy.untitled) })).toBeInTheDocument();
    expect(card).toHaveTextContent(copy.priceMissing);
    expect(card).toHaveTextContent(copy.roiMissing);
    document.body.replaceChildren();
    const zero = renderCard(zeroRooms).card;
    expect(within(zero).getAllByRole('definition').map((fact) => fact.textContent)).toEqual(['0', '0', '0', copy.notGiven]);
    document.body.replaceChildren();
    expect(longName.name).toHaveLength(300);
    const long = renderCard(longName).card;
    expect(within(long).getByRole('heading', { name: longName.name ?? '' })).toBeInTheDocument();
  });

  it('shows script and HTML in names, addresses and reasons as their characters, running none of them', async () => {
    const user = userEvent.setup();
    for (const [index, property] of hostile.entries()) {
      const text = hostileTexts[index] ?? '';
      const { card } = renderCard(property, { imageUrl: undefined });
      expect(within(card).getByRole('heading', { name: text })).toBeInTheDocument();
      // The name, the address and the (collapsed) reason.
      expect(within(card).getAllByText(text)).toHaveLength(3);
      await user.click(within(card).getByRole('button', { name: copy.showReason }));
      expect(within(card).getAllByText(text).at(-1)).toBeVisible();
      expect(card.querySelector('script, svg[onload], img[src="x"], a[href^="javascript"]')).toBeNull();
      document.body.replaceChildren();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { __reviewedXss?: number }).__reviewedXss).toBeUndefined();
  });

  it('asks for the delete with the property', async () => {
    const user = userEvent.setup();
    const property = reviewedProperties('admin', 'pending', 1)[0] as Property;
    const { card, onDelete } = renderCard(property);
    await user.click(within(card).getByRole('button', { name: copy.deleteOf(property.name ?? '') }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(property);
  });
});
