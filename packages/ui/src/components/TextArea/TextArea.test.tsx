import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea, getCharacterCountTone } from './TextArea';

describe('TextArea', () => {
  it('reports typing, shows 4 rows by default and is named by its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Rejection Reason" description="Shared with the owner" onChange={onChange} />);

    const textArea = screen.getByRole('textbox', { name: 'Rejection Reason' });
    expect(textArea).toHaveAttribute('rows', '4');
    expect(textArea).toHaveAccessibleDescription('Shared with the owner');
    await user.tab();
    await user.keyboard('Photos do not match{Enter}the address');
    expect(textArea).toHaveValue('Photos do not match\nthe address');
    expect(onChange).toHaveBeenLastCalledWith('Photos do not match\nthe address');
  });

  it('counts characters as the user types and describes the text area with the count', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Review" maxLength={500} warningThreshold={450} />);
    const textArea = screen.getByRole('textbox', { name: 'Review' });
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(textArea).toHaveAccessibleDescription('0/500');

    await user.type(textArea, 'Great');
    expect(screen.getByText('5/500')).toHaveAttribute('data-tone', 'neutral');
  });

  it('turns the counter to warning above the threshold, to danger at the limit, and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Review" maxLength={500} warningThreshold={450} />);
    const textArea = screen.getByRole('textbox', { name: 'Review' });

    await user.click(textArea);
    await user.paste('a'.repeat(450));
    expect(screen.getByText('450/500')).toHaveAttribute('data-tone', 'neutral');
    await user.keyboard('b');
    expect(screen.getByText('451/500')).toHaveAttribute('data-tone', 'warning');
    await user.paste('c'.repeat(60));
    expect(textArea).toHaveValue(`${'a'.repeat(450)}b${'c'.repeat(49)}`);
    expect(screen.getByText('500/500')).toHaveAttribute('data-tone', 'danger');
  });

  it('announces only when the counter steps up into warning or danger, not on every keystroke', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Review" maxLength={500} warningThreshold={450} />);
    const textArea = screen.getByRole('textbox', { name: 'Review' });
    const status = screen.getByRole('status');

    await user.click(textArea);
    await user.paste('a'.repeat(449));
    expect(status).toBeEmptyDOMElement();
    await user.keyboard('bc');
    expect(status).toHaveTextContent('49 characters remaining');
    await user.keyboard('def');
    expect(status).toHaveTextContent('49 characters remaining');
    await user.paste('z'.repeat(46));
    expect(status).toHaveTextContent('0 characters remaining');
    await user.keyboard('{Backspace}');
    expect(status).toBeEmptyDOMElement();
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(screen.getByText('0/500')).toHaveAttribute('data-tone', 'neutral');
    expect(status).toBeEmptyDOMElement();
  });

  it('supports thresholds as shares of characters left and a custom counter text', async () => {
    const user = userEvent.setup();
    render(
      <TextArea
        label="Question"
        maxLength={250}
        warningAt={0.2}
        dangerAt={0.1}
        formatCount={(count, max) => `${max - count} characters left`}
      />,
    );
    const textArea = screen.getByRole('textbox', { name: 'Question' });
    await user.click(textArea);
    await user.paste('q'.repeat(199));
    expect(screen.getByText('51 characters left')).toHaveAttribute('data-tone', 'neutral');
    await user.keyboard('q');
    expect(screen.getByText('50 characters left')).toHaveAttribute('data-tone', 'warning');
    await user.paste('q'.repeat(24));
    expect(screen.getByText('26 characters left')).toHaveAttribute('data-tone', 'warning');
    await user.keyboard('q');
    expect(screen.getByText('25 characters left')).toHaveAttribute('data-tone', 'danger');
  });

  it('lets text run past the limit with enforceMaxLength={false}, keeping a paste whole, the counter in danger', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Question" maxLength={250} warningAt={0.2} dangerAt={0.1} enforceMaxLength={false} />);
    const textArea = screen.getByRole('textbox', { name: 'Question' });
    expect(textArea).not.toHaveAttribute('maxlength');
    await user.click(textArea);
    await user.paste('q'.repeat(260));
    expect(textArea).toHaveValue('q'.repeat(260));
    expect(screen.getByText('260/250')).toHaveAttribute('data-tone', 'danger');
  });

  it('counts a controlled value and shows the error while invalid', () => {
    render(
      <TextArea
        label="Answer"
        value="Yes"
        onChange={() => {}}
        maxLength={1500}
        isRequired
        isInvalid
        errorMessage="Please fill in both question and answer fields"
      />,
    );
    const textArea = screen.getByRole('textbox', { name: /Answer/ });
    expect(textArea).toBeInvalid();
    expect(textArea).toBeRequired();
    expect(textArea).toHaveAccessibleDescription('Please fill in both question and answer fields 3/1500');
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  });

  it('has no counter and no live region without a maximum length', () => {
    const { container } = render(<TextArea label="Notes" rows={5} defaultValue="Sea view" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '5');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Whatever its words: a counter would be the element with a tone, its text starting with the count.
    expect(container.querySelector('[data-tone]')).toBeNull();
    expect(screen.queryByText(/^\d+\b/)).not.toBeInTheDocument();
  });
});

describe('getCharacterCountTone', () => {
  it('applies the count threshold strictly above and the shares of characters left inclusively', () => {
    expect(getCharacterCountTone(450, 500, { warningThreshold: 450 })).toBe('neutral');
    expect(getCharacterCountTone(451, 500, { warningThreshold: 450 })).toBe('warning');
    expect(getCharacterCountTone(499, 500, { warningThreshold: 450 })).toBe('warning');
    expect(getCharacterCountTone(500, 500, { warningThreshold: 450 })).toBe('danger');
    expect(getCharacterCountTone(1199, 1500, { warningAt: 0.2, dangerAt: 0.1 })).toBe('neutral');
    expect(getCharacterCountTone(1200, 1500, { warningAt: 0.2, dangerAt: 0.1 })).toBe('warning');
    expect(getCharacterCountTone(1350, 1500, { warningAt: 0.2, dangerAt: 0.1 })).toBe('danger');
    expect(getCharacterCountTone(10, 20)).toBe('neutral');
  });
});
