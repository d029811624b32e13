import { expect, screen, waitFor, within } from 'storybook/test';

/** The dialog of that name once its entry transition has ended (a play function clicks only what is visible). */
export async function openedDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The map's drawing surface in a dialog once the basemap has loaded; ui's MapView names it by its label then its keyboard help. */
export async function mapCanvas(dialog: HTMLElement, mapLabel: string): Promise<HTMLCanvasElement> {
  let canvas: HTMLCanvasElement | null = null;
  await waitFor(
    () => {
      const named = within(dialog).getAllByLabelText(new RegExp(`^${mapLabel}\\b`));
      canvas = named.map((element) => (element instanceof HTMLCanvasElement ? element : element.querySelector('canvas'))).find(Boolean) ?? null;
      expect(canvas).not.toBeNull();
    },
    { timeout: 12_000 },
  );
  return canvas as unknown as HTMLCanvasElement;
}
