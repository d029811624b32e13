import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

function Amenities(props: Partial<Parameters<typeof CheckboxGroup>[0]>) {
  return (
    <CheckboxGroup label="Amenities" {...props}>
      <Checkbox value="pool">Swimming Pool</Checkbox>
      <Checkbox value="gym">Gym</Checkbox>
      <Checkbox value="parking">Covered Parking</Checkbox>
    </CheckboxGroup>
  );
}

describe('CheckboxGroup', () => {
  it('is a labelled group whose selection is an array of values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Amenities defaultValue={['gym']} onChange={onChange} />);

    const group = screen.getByRole('group', { name: 'Amenities' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Gym' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Swimming Pool' }));
    expect(onChange).toHaveBeenLastCalledWith(['gym', 'pool']);
  });

  it('moves between options with Tab and toggles with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Amenities onChange={onChange} />);

    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Swimming Pool' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Gym' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['gym', 'parking']);
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['parking']);
  });

  it('disables every option when the group is disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Amenities isDisabled onChange={onChange} />);
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Gym' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows its description and, while invalid, its error message', () => {
    render(
      <Amenities
        description="Pick what the building offers."
        isInvalid
        errorMessage="Select at least one amenity."
      />,
    );
    expect(screen.getByText('Pick what the building offers.')).toBeInTheDocument();
    expect(screen.getByText('Select at least one amenity.')).toBeInTheDocument();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeInvalid();
  });

  it('shows the required error after a native form submit with nothing selected', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Amenities isRequired errorMessage="Select at least one amenity." />
        <button type="submit">Save</button>
      </form>,
    );
    expect(screen.queryByText('Select at least one amenity.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select at least one amenity.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Gym' }));
    expect(screen.queryByText('Select at least one amenity.')).not.toBeInTheDocument();
  });
});
