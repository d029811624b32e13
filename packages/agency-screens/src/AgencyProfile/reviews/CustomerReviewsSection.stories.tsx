import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, reviewStatistics } from '@marketplace/domain';
import { createSeedData, reviewTextFor } from '@marketplace/domain/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../../shared/stories/storySandbox';
import { CustomerReviewsSection } from './CustomerReviewsSection';

// The connected reviews on the sandbox (msw in the story's page). The accounts host checks the bearer
// token, so each story issues the demo agency a real sandbox token.
const { sandbox, connectedMeta } = createStorySandbox();
const seed = createSeedData();
const demoAgency = seed.demoAgency;
const approved = seed.reviews.filter((review) => review.status === 'APPROVED');
const meta = {
  title: 'Screens/AgencyProfile/Reviews/Connected',
  component: CustomerReviewsSection,
  parameters: { layout: 'padded' },
  ...connectedMeta({ signedIn: true }),
  args: { accLoginId: demoAgency.loginId },
} satisfies Meta<typeof CustomerReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const copy = en.reviews;
// The server's own words (message.en), which the form shows as they come.
const serverRefusal = 'Reviews are closed for this agency';

/** The demo agency's reviews: the summary, then All Reviews sorted lowest first. */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    const statistics = reviewStatistics(approved);
    await expect(await canvas.findByText(statistics.average.toFixed(1))).toBeVisible();
    await expect(canvas.getByText(copy.reviewCount(statistics.count))).toBeVisible();
    const firstAuthor = seed.reviewAuthors.find((author) => author.loginId === approved[0]?.loginId);
    await expect(await canvas.findByText(firstAuthor?.name ?? '')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.viewAll }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: copy.allReviewsTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(copy.sortLabel) }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: copy.sort.lowest }));
    await waitFor(
      () => {
        const list = within(dialog).getByRole('list', { name: copy.allReviewsTitle });
        // The lowest rating of all the reviews, not only of the first page: the sort runs on the server.
        const lowest = Math.min(...approved.map((review) => review.ratingCount));
        expect(within(list).getAllByRole('img')[0]).toHaveAccessibleName(copy.ratingValue(lowest, 5));
      },
    );
  },
};

/** The summary call fails once: the Retry panel, then the reviews. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/auth/common/reviews', { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.loadFailedTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.retry }));
    await expect(await canvas.findByRole('button', { name: copy.viewAll })).toBeVisible();
  },
};

/** A review sent with the keyboard-chosen rating: the success dialog. */
export const SubmitReview: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: copy.form.starOption(4) }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('textbox', { name: copy.form.commentLabel }));
    await userEvent.paste(reviewTextFor(3, 5));
    await userEvent.click(canvas.getByRole('button', { name: copy.form.submit }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: copy.submittedTitle });
    await waitFor(() => expect(within(dialog).getByText(copy.submittedBody)).toBeVisible());
    await waitFor(() => expect(sandbox.db.agencyReviews.list().some((review) => review.status === 'PENDING' && review.ratingCount === 5 && review.review === reviewTextFor(3, 5))).toBe(true));
  },
};

/** The server refuses the review: its message.en, and the text kept. */
export const SubmitFails: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/auth/common/reviews', { status: 503, body: { message: { en: serverRefusal } } });
  },
  play: async ({ canvas }) => {
    const text = reviewTextFor(4, 3);
    await userEvent.click(canvas.getByRole('radio', { name: copy.form.starOption(3) }));
    await userEvent.click(canvas.getByRole('textbox', { name: copy.form.commentLabel }));
    await userEvent.paste(text);
    await userEvent.click(canvas.getByRole('button', { name: copy.form.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverRefusal);
    await expect(canvas.getByRole('textbox', { name: copy.form.commentLabel })).toHaveValue(text);
  },
};
