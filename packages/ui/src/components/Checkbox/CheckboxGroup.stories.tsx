import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';
import { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup';

const amenities = ['Swimming Pool', 'Gym', 'Covered Parking', 'Balcony', 'Security', 'Children Play Area', 'Sauna'];

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Amenities',
    onChange: fn(),
    children: amenities.map((name) => (
      <Checkbox key={name} value={name}>
        {name}
      </Checkbox>
    )),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: checkboxGroupOrientations },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Amenities' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gym' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sauna' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Gym', 'Sauna']);
  },
};

/** Tab walks the options, Space toggles the focused one. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['Balcony'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Swimming Pool' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Balcony', 'Swimming Pool', 'Gym']);
  },
};

export const WithDescription: Story = {
  args: { description: 'Pick everything the building offers to residents.' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['Gym'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sauna' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Gym' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Select at least one amenity.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select at least one amenity.')).toBeVisible();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeInvalid();
  },
};

/** Required: the error appears after a submit with nothing ticked and goes once one is ticked. */
export const RequiredOnSubmit: Story = {
  args: { isRequired: true, errorMessage: 'Select at least one amenity.' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <CheckboxGroup {...args} />
        <Button type="submit">Save Changes</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Select at least one amenity.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gym' }));
    await expect(canvas.queryByText('Select at least one amenity.')).not.toBeInTheDocument();
  },
};

export const HorizontalNarrow: Story = {
  args: { orientation: 'horizontal', label: 'Service areas' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
