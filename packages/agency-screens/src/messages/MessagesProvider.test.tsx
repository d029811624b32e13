import { en, type Messages } from '@marketplace/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardOverviewView } from '../DashboardOverview/DashboardOverviewView';
import { SignInView } from '../SignIn/SignInView';
import { MessagesProvider } from './MessagesContext';
import { useSignInMessages } from './useSignInMessages';

/** Every string of a catalogue, and every message function's result, with a marker in front: a second locale of the same type. */
function marked<T>(copy: T): T {
  if (typeof copy === 'string') return `«${copy}` as T;
  if (typeof copy === 'function') return ((...args: unknown[]) => `«${(copy as (...a: unknown[]) => string)(...args)}`) as T;
  if (typeof copy === 'object' && copy !== null) {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, marked(value)])) as T;
  }
  return copy;
}

const second: Messages = marked<Messages>(en);
const counts = { approved: 42, pending: 7, rejected: 1234 };
const hrefFor = (status: string) => `/agency/admin-reviewed?status=${status}`;

describe('MessagesProvider', () => {
  it('leaves the screens in English without a provider', () => {
    render(<SignInView onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: en.signIn.title })).toBeInTheDocument();
    expect(screen.getByText(en.shell.panelTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.signIn.submit })).toBeInTheDocument();
  });

  it("replaces every group a screen reads with the given catalogue's, messages and validation included", async () => {
    const user = userEvent.setup();
    render(
      <MessagesProvider messages={second}>
        <SignInView onSubmit={vi.fn()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: `«${en.signIn.title}` })).toBeInTheDocument();
    expect(screen.getByText(`«${en.shell.panelTitle}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `«${en.signIn.submit}` }));
    expect(await screen.findByText(`«${en.signIn.emailRequired}`)).toBeInTheDocument();
    expect(screen.queryByText(en.signIn.title)).toBeNull();
  });

  it('reaches a second screen, message functions and the shared error banner too', () => {
    render(
      <MessagesProvider messages={second}>
        <DashboardOverviewView counts={counts} hrefFor={hrefFor} error="Oops" onRetry={vi.fn()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: `«${en.dashboard.title}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`«${en.dashboard.approved}`) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `«${en.common.retry}` })).toBeInTheDocument();
  });

  it('gives the nearest provider the last word', () => {
    const inner: Messages = { ...second, signIn: { ...second.signIn, title: 'Inner title' } };
    render(
      <MessagesProvider messages={second}>
        <MessagesProvider messages={inner}>
          <SignInView onSubmit={vi.fn()} />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inner title' })).toBeInTheDocument();
  });

  it('is not there for undefined messages: the outer catalogue, else English', () => {
    const { rerender } = render(
      <MessagesProvider messages={second}>
        <MessagesProvider messages={undefined}>
          <SignInView onSubmit={vi.fn()} />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: `«${en.signIn.title}` })).toBeInTheDocument();
    rerender(
      <MessagesProvider messages={undefined}>
        <SignInView onSubmit={vi.fn()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: en.signIn.title })).toBeInTheDocument();
  });

  it('switches a shown screen in place: what was typed stays (a host switching locale)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <MessagesProvider messages={undefined}>
        <SignInView onSubmit={vi.fn()} />
      </MessagesProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: new RegExp(en.signIn.email) }), 'agent@example.ae');
    rerender(
      <MessagesProvider messages={second}>
        <SignInView onSubmit={vi.fn()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: `«${en.signIn.title}` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(`«${en.signIn.email}`) })).toHaveValue('agent@example.ae');
  });
});

describe('a group hook', () => {
  function Title() {
    return <p>{useSignInMessages().title}</p>;
  }

  it("defaults to its group's English object and reads the provided catalogue's group", () => {
    const { rerender } = render(<Title />);
    expect(screen.getByText(en.signIn.title)).toBeInTheDocument();
    rerender(
      <MessagesProvider messages={second}>
        <Title />
      </MessagesProvider>,
    );
    expect(screen.getByText(`«${en.signIn.title}`)).toBeInTheDocument();
  });
});
