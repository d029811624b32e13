import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

type Listener = () => void;

/** A matchMedia stand-in whose answer the test flips, notifying the listeners as a browser would. */
function installMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<Listener>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_type: 'change', listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: Listener) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    listeners,
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function Probe({ query, serverValue }: { query: string; serverValue?: boolean }) {
  return <p>{useMediaQuery(query, serverValue) ? 'matches' : 'does not match'}</p>;
}

describe('useMediaQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the current match and follows changes', () => {
    const media = installMatchMedia(true);
    render(<Probe query="(max-width: 767.98px)" />);
    expect(screen.getByText('matches')).toBeInTheDocument();
    act(() => media.set(false));
    expect(screen.getByText('does not match')).toBeInTheDocument();
    act(() => media.set(true));
    expect(screen.getByText('matches')).toBeInTheDocument();
  });

  it('stops listening on unmount', () => {
    const media = installMatchMedia(false);
    const { unmount } = render(<Probe query="(min-width: 768px)" />);
    expect(media.listeners.size).toBe(1);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('answers the server value where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { unmount } = render(<Probe query="(min-width: 768px)" />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
    unmount();
    render(<Probe query="(min-width: 768px)" serverValue />);
    expect(screen.getByText('matches')).toBeInTheDocument();
  });

  it('renders the server value on the server', () => {
    installMatchMedia(true);
    expect(renderToString(<Probe query="(min-width: 768px)" />)).toContain('does not match');
  });
});
