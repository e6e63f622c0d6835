// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedControl } from '@/components/ui/segmented-control';

type Unit = 'cm' | 'in' | 'mm';

function Harness({ onChange, legendHidden }: { onChange: (value: Unit) => void; legendHidden?: boolean }) {
  const [value, setValue] = useState<Unit>('cm');
  return (
    <form>
      <button type="button">before</button>
      <SegmentedControl
        legend="Unit"
        legendHidden={legendHidden}
        name="unit"
        options={[
          { value: 'cm', label: 'Centimetres' },
          { value: 'in', label: 'Inches' },
          { value: 'mm', label: 'Millimetres' },
        ]}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">after</button>
    </form>
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group with the current value checked', () => {
    render(<Harness onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Unit' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Centimetres' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Inches' })).not.toBeChecked();
  });

  it('is one tab stop, and the arrow keys move the choice both ways, wrapping around', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Centimetres' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Inches' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Inches' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('in');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Millimetres' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Centimetres' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Millimetres' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('mm');

    // Tab leaves the group from the checked radio instead of visiting the other two.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Millimetres' })).toHaveFocus();
  });

  it('chooses with a click on the visible segment, and keeps a hidden legend for screen readers', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} legendHidden />);
    await userEvent.click(screen.getByText('Inches'));
    expect(onChange).toHaveBeenCalledWith('in');
    expect(screen.getByRole('radio', { name: 'Inches' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Unit' })).toBeInTheDocument();
    expect(screen.getByText('Unit')).toHaveClass('sr-only');
  });

  it('shows the keyboard focus on the segment around the visually hidden radio', () => {
    render(<Harness onChange={vi.fn()} />);
    const segment = screen.getByRole('radio', { name: 'Inches' }).closest('label');
    expect(segment?.className).toMatch(/has-\[:focus-visible\]:outline-2/);
  });
});
