import type { Meta, StoryObj } from '@storybook/react-vite';
import { xssProbeHost, xssVectorsByKind } from '@marketplace/domain/fixtures';
import { RichTextView, Stack, Text } from '@marketplace/ui';
import { expect } from 'storybook/test';
import { watchForExecution } from '@marketplace/sandbox/testing';
import { hostileMarkupIn } from './hostileMarkup.testing';

function HostileRichText() {
  return (
    <Stack gap="large">
      {Object.entries(xssVectorsByKind).map(([kind, vectors]) => (
        <Stack key={kind} gap="small">
          <Text as="h2" size="large" weight="bold">
            {kind}
          </Text>
          {vectors.map((vector) => (
            <RichTextView key={vector} html={`<p><strong>Sea view</strong> ${vector}</p>`} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Security/Hostile rich text',
  component: HostileRichText,
  parameters: {
    layout: 'padded',
    // A vector's colour is kept, as an author's is (red on the page's grey): contrast is the author's
    // choice in rich text, not the page's. Every other axe rule still runs.
    a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } },
  },
} satisfies Meta<typeof HostileRichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every vector of the hostile-text corpus (issue 19) shown as rich text, as a description from the
 * server would be, in a real browser: nothing runs, nothing loads from elsewhere, the formatting around
 * each stays. A render that skipped sanitising fails here.
 */
export const EveryVector: Story = {
  beforeEach: () => watchForExecution(xssProbeHost),
  play: async ({ canvasElement }) => {
    // Long enough for a picture's error or a frame's load to fire its handler, had one survived.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(window.__xssEffects).toEqual([]);
    await expect(hostileMarkupIn(canvasElement)).toEqual([]);
    await expect(canvasElement.querySelectorAll('p > strong').length).toBe(Object.values(xssVectorsByKind).flat().length);
  },
};
