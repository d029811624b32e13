import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Disclosure } from './Disclosure';
import { DisclosureGroup, type DisclosureGroupProps } from './DisclosureGroup';

function Faqs(props: Omit<DisclosureGroupProps, 'children'>) {
  return (
    <DisclosureGroup {...props}>
      <Disclosure id="parking" title="Is parking included?">
        One covered space.
      </Disclosure>
      <Disclosure id="pets" title="Are pets allowed?">
        Cats and small dogs.
      </Disclosure>
    </DisclosureGroup>
  );
}

describe('DisclosureGroup', () => {
  it('keeps one item open at a time by default', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<Faqs defaultExpandedKeys={['parking']} onExpandedChange={onExpandedChange} />);
    const parking = screen.getByRole('button', { name: 'Is parking included?' });
    const pets = screen.getByRole('button', { name: 'Are pets allowed?' });
    expect(parking).toHaveAttribute('aria-expanded', 'true');

    await user.click(pets);
    expect(pets).toHaveAttribute('aria-expanded', 'true');
    expect(parking).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('One covered space.')).not.toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['pets']));
  });

  it('lets several stay open with allowsMultipleExpanded, driven by the keyboard', async () => {
    const user = userEvent.setup();
    render(<Faqs allowsMultipleExpanded />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Is parking included?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Are pets allowed?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('disables every item when the group is disabled', async () => {
    const user = userEvent.setup();
    render(<Faqs isDisabled />);
    await user.click(screen.getByRole('button', { name: 'Are pets allowed?' }));
    expect(screen.getByRole('button', { name: 'Are pets allowed?' })).toHaveAttribute('aria-expanded', 'false');
  });
});
