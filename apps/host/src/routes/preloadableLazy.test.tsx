import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function deferredModule() {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<{ default: typeof Counter }>((done) => {
    resolve = () => done({ default: Counter });
  });
  return { factory: () => loaded, resolve };
}

describe('preloadableLazy', () => {
  it('renders at once, without the fallback, once loaded first', async () => {
    const module = deferredModule();
    const Preloadable = preloadableLazy(module.factory);
    const loading = Preloadable.load();
    module.resolve();
    await loading;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Preloadable label="Clicks" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('keeps the state of a component first shown through the fallback when the parent renders again', async () => {
    const module = deferredModule();
    const Preloadable = preloadableLazy(module.factory);
    const view = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Preloadable label={label} />
      </Suspense>
    );
    const { rerender } = render(view('Clicks'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => module.resolve());
    await userEvent.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    rerender(view('Taps'));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
  });
});
