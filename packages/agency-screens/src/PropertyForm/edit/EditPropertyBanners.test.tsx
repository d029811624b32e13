import { en } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditPropertyBanners } from './EditPropertyBanners';
import { editStoryStandalone, editStoryStates, editStoryUnit } from './stories/editStoryData';

const copy = en.propertyEdit;

/** A banner by its bold first line. */
const banner = (title: string) => screen.getByText(title).closest<HTMLElement>('[role="alert"], [role="status"]')!;

describe('EditPropertyBanners', () => {
  it("shows 'Property Rejected' with the admin's reason, announced as an alert", () => {
    const property = editStoryStandalone(editStoryStates.rejected);
    render(<EditPropertyBanners property={property} />);
    const rejected = screen.getByRole('alert');
    expect(within(rejected).getByText(copy.rejectedTitle)).toBeInTheDocument();
    expect(within(rejected).getByRole('term')).toHaveTextContent(copy.reasonLabel);
    expect(within(rejected).getByRole('definition')).toHaveTextContent(property.rejectedOrBlockReason ?? 'missing reason');
    expect(screen.queryByText(copy.projectPropertyTitle)).not.toBeInTheDocument();
  });

  it("shows 'Rejected by Developer' with the developer's reason and the project notice for a unit", () => {
    const unit = editStoryUnit(editStoryStates.rejectedByDeveloper);
    render(<EditPropertyBanners property={unit} />);
    const byDeveloper = banner(copy.rejectedByDeveloperTitle);
    expect(within(byDeveloper).getByRole('definition')).toHaveTextContent(unit.developerRejectReason ?? 'missing reason');
    expect(within(banner(copy.projectPropertyTitle)).getByText(copy.projectPropertyNotice)).toBeInTheDocument();
    expect(screen.queryByText(copy.rejectedTitle)).not.toBeInTheDocument();
  });

  it('shows the project notice alone for a unit waiting for its developer', () => {
    render(<EditPropertyBanners property={editStoryUnit(editStoryStates.projectPending)} />);
    expect(screen.getByRole('status')).toHaveTextContent(copy.projectPropertyNotice);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a rejection without a reason line when the server sent none', () => {
    render(<EditPropertyBanners property={{ ...editStoryStandalone(editStoryStates.rejected), rejectedOrBlockReason: null }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(copy.rejectedTitle);
    expect(screen.queryByText(copy.reasonLabel)).not.toBeInTheDocument();
  });

  it('renders nothing for a standalone listing that is not rejected', () => {
    const { container } = render(<EditPropertyBanners property={editStoryStandalone(editStoryStates.pending)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
