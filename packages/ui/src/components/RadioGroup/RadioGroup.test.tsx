import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

function SaleType(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Sale type" {...props}>
      <Radio value="sale">Sale</Radio>
      <Radio value="rent">Rent</Radio>
      <Radio value="lease">Lease</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a labelled radio group that selects on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SaleType onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Sale type' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    expect(screen.getByRole('radio', { name: 'Rent' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('rent');
  });

  it('is one tab stop and moves the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <SaleType defaultValue="sale" onChange={onChange} />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Sale' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Rent' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Lease' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(onChange.mock.calls).toEqual([['rent'], ['lease'], ['rent']]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('skips a disabled option and ignores a disabled group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(
      <RadioGroup label="Sale type" defaultValue="sale" onChange={onChange}>
        <Radio value="sale">Sale</Radio>
        <Radio value="rent" isDisabled>
          Rent
        </Radio>
        <Radio value="lease">Lease</Radio>
      </RadioGroup>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Lease' })).toBeChecked();
    unmount();

    render(<SaleType isDisabled onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Sale' }));
    expect(screen.getByRole('radio', { name: 'Sale' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows its description and, while invalid, its error message', () => {
    render(<SaleType description="How the unit is offered." isInvalid errorMessage="Choose a sale type." />);
    expect(screen.getByRole('radiogroup', { name: 'Sale type' })).toHaveAccessibleDescription(
      /How the unit is offered\..*Choose a sale type\./,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeInvalid();
  });

  it('shows the required error after a submit with no choice', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <SaleType isRequired errorMessage="Choose a sale type." />
        <button type="submit">Save</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a sale type.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Lease' }));
    expect(screen.queryByText('Choose a sale type.')).not.toBeInTheDocument();
  });

  it('names card options by their title and describes them by their description', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup label="Choose an Option" variant="card" orientation="horizontal" onChange={onChange}>
        <Radio value="project" description="List a property within an approved project.">
          Add to Existing Project
        </Radio>
        <Radio value="standalone" description="An individual property not part of any project.">
          Add Standalone Property
        </Radio>
      </RadioGroup>,
    );
    const standalone = screen.getByRole('radio', { name: 'Add Standalone Property' });
    expect(standalone).toHaveAccessibleDescription('An individual property not part of any project.');
    await user.click(standalone);
    expect(standalone).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('standalone');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Add to Existing Project' })).toBeChecked();
  });
});
