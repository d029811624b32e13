import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label, described by its description and reports what the user types', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextField
        label="Business Email"
        description="Shown on your public profile"
        placeholder="name@example.com"
        type="email"
        onChange={onChange}
      />,
    );

    const input = screen.getByRole('textbox', { name: 'Business Email' });
    expect(input).toHaveAccessibleDescription('Shown on your public profile');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'name@example.com');

    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('info@agency.ae');
    expect(input).toHaveValue('info@agency.ae');
    expect(onChange).toHaveBeenLastCalledWith('info@agency.ae');
  });

  it('marks a required field for assistive technology and shows an asterisk', () => {
    render(<TextField label="Property Name" isRequired />);
    expect(screen.getByRole('textbox', { name: /Property Name/ })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error message only while invalid and links it to the input', () => {
    const { rerender } = render(<TextField label="Phone" errorMessage="Enter a valid phone number" />);
    expect(screen.queryByText('Enter a valid phone number')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toBeInvalid();

    rerender(<TextField label="Phone" errorMessage="Enter a valid phone number" isInvalid />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid phone number');
  });

  it('ignores typing while disabled or read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <TextField label="Disabled" isDisabled defaultValue="locked" onChange={onChange} />
        <TextField label="Read only" isReadOnly defaultValue="fixed" onChange={onChange} />
      </>,
    );
    const disabled = screen.getByRole('textbox', { name: 'Disabled' });
    const readOnly = screen.getByRole('textbox', { name: 'Read only' });
    expect(disabled).toBeDisabled();

    await user.type(disabled, 'x');
    await user.type(readOnly, 'x');

    expect(disabled).toHaveValue('locked');
    expect(readOnly).toHaveValue('fixed');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes its accessible name from aria-label when there is no visible label', () => {
    render(<TextField aria-label="Note" />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  });

  it('counts the characters against maxLength, in words given as props, and stops at the limit', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Name"
        description="As shown to buyers"
        maxLength={12}
        warningAt={0.25}
        formatCount={(count, max) => `${count} of ${max}`}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByText('0 of 12')).toHaveAttribute('data-tone', 'neutral');
    expect(input).toHaveAccessibleDescription(/0 of 12/);
    expect(input).toHaveAccessibleDescription(/As shown to buyers/);
    await user.type(input, 'Marina Homes!!');
    expect(input).toHaveValue('Marina Homes');
    expect(screen.getByText('12 of 12')).toHaveAttribute('data-tone', 'danger');
  });

  it("keeps e-mail, phone, web address and left-to-right text in that direction in a right-to-left page", () => {
    render(
      <div dir="rtl">
        <TextField label="Email" type="email" />
        <TextField label="Mobile" type="tel" />
        <TextField label="Website" type="url" />
        <TextField label="Coordinates" textDirection="ltr" />
        <TextField label="Name" />
      </div>,
    );
    for (const name of ['Email', 'Mobile', 'Website', 'Coordinates']) expect(screen.getByRole('textbox', { name })).toHaveAttribute('dir', 'ltr');
    // A name may be Arabic or English: its field follows the page.
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('dir');
  });

  it('has no counter without maxLength', () => {
    const { container } = render(<TextField label="Name" defaultValue="Marina" />);
    // Whatever its words: a counter would be the element with a tone, its text starting with the count.
    expect(container.querySelector('[data-tone]')).toBeNull();
    expect(screen.queryByText(/^\d+\b/)).not.toBeInTheDocument();
  });
});
