import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ListingQualityHarness } from './stories/ListingQualityHarness';
import { completeQualityValues, emptyQualityValues, halfDoneQualityValues } from './stories/qualityStoryData';

const copy = en.listingQuality;
const nameField = en.propertyForm.fields.name;

// The panel on the real hook beside the form's name field, so typing moves the score.
const meta = {
  title: 'Screens/PropertyForm/ListingQuality',
  component: ListingQualityHarness,
  parameters: { layout: 'padded' },
  args: { initialValues: emptyQualityValues() },
} satisfies Meta<typeof ListingQualityHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const meter = (canvas: ReturnType<typeof within>) => canvas.getByRole('progressbar', { name: copy.title });

/** A new form: 0 of 100 and six things to do; typing a clear title ticks it and says so once. */
export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(meter(canvas)).toHaveAttribute('aria-valuetext', copy.score(0));
    await expect(canvas.getByText(copy.checks.title.todo(10, 80))).toBeVisible();
    const field = canvas.getByRole('textbox', { name: nameField });
    await userEvent.type(field, 'Marina view villa');
    await waitFor(() => expect(within(canvas.getByRole('list')).getByText(copy.checks.title.done)).toBeVisible());
    await expect(meter(canvas)).toHaveAttribute('aria-valuetext', copy.score(15));
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.checks.title.done);
    await expect(field).toHaveFocus();
  },
};

/** Half way: the title and the price are there; the rest says what to add. */
export const HalfDone: Story = {
  args: { initialValues: halfDoneQualityValues() },
  play: async ({ canvas }) => {
    await expect(meter(canvas)).toHaveAttribute('aria-valuetext', copy.score(50));
    await expect(canvas.getByText(copy.score(50))).toBeVisible();
    await expect(canvas.getByText(copy.checks.priceAndArea.done)).toBeVisible();
    await expect(canvas.getByText(copy.checks.description.todo(100))).toBeVisible();
    await expect(canvas.queryByText(copy.allDone)).not.toBeInTheDocument();
  },
};

/** Everything reviewers look for: 100 and the all-done line. */
export const AllDone: Story = {
  args: { initialValues: completeQualityValues() },
  play: async ({ canvas }) => {
    await expect(meter(canvas)).toHaveAttribute('aria-valuetext', copy.score(100));
    await expect(canvas.getByText(copy.allDone)).toBeVisible();
    await expect(canvas.queryByText(copy.checks.images.todo)).not.toBeInTheDocument();
  },
};

/** A phone, 375 px: a closed summary with the score under the field; it opens with the keyboard. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialValues: halfDoneQualityValues() },
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByRole('button', { name: new RegExp(`^${copy.title}`) });
    await expect(summary).toHaveTextContent(copy.score(50));
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    summary.focus();
    await userEvent.keyboard('{Enter}');
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(meter(canvas)).toBeVisible();
    await expect(canvas.getByText(copy.checks.title.done)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
