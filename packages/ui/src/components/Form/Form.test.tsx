import { render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

describe('Form', () => {
  it('shows a required field its message on submit and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <Form aria-label="Sign in" onSubmit={onSubmit}>
        <TextField label="E-mail" name="email" isRequired validate={(value) => (value === '' ? 'Enter your e-mail.' : null)} />
        <Button type="submit">Sign In</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter your e-mail.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'agent@example.ae');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Enter your e-mail.')).not.toBeInTheDocument();
  });

  it("hands the server's errors to the fields by name", () => {
    render(
      <Form aria-label="Sign in" validationErrors={{ email: 'This e-mail is not registered.' }}>
        <TextField label="E-mail" name="email" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('This e-mail is not registered.');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });
});
