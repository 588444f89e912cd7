import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installTabs } from '../early/tabs';
import { SwipeableTabs } from './SwipeableTabs';

// The page's early behaviours drive the tabs (they are installed once per document).
beforeAll(() => installTabs(document));

const tabs = ['Uno', 'Dos', 'Tres'].map((label) => ({
  id: label.toLowerCase(),
  label,
  content: <p>Panel {label}</p>,
}));

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('SwipeableTabs', () => {
  it('links each tab to its panel and starts on the first', () => {
    render(<SwipeableTabs label="Categorías" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Categorías' })).toBeInTheDocument();
    expect(selected()).toBe('Uno');
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects on click and moves with the arrows, Home and End, wrapping at the ends', () => {
    render(<SwipeableTabs label="Categorías" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Tres' }));
    expect(selected()).toBe('Tres');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tres' }), { key: 'ArrowRight' });
    expect(selected()).toBe('Uno');
    expect(screen.getByRole('tab', { name: 'Uno' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Uno' }), { key: 'ArrowLeft' });
    expect(selected()).toBe('Tres');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tres' }), { key: 'Home' });
    expect(selected()).toBe('Uno');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Uno' }), { key: 'End' });
    expect(selected()).toBe('Tres');
  });

  it('changes tab on a horizontal touch swipe, not on a mouse drag or a vertical scroll', () => {
    render(<SwipeableTabs label="Categorías" tabs={tabs} />);
    const track = screen.getByText('Panel Uno').closest('[role="tabpanel"]')!.parentElement!;
    const swipe = (pointerType: string, from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(track, { pointerType, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(track, { pointerType, clientX: to[0], clientY: to[1] });
    };
    swipe('mouse', [300, 100], [50, 100]);
    expect(selected()).toBe('Uno');
    swipe('touch', [300, 100], [280, 400]);
    expect(selected()).toBe('Uno');
    swipe('touch', [300, 100], [50, 110]);
    expect(selected()).toBe('Dos');
    swipe('touch', [50, 100], [300, 100]);
    expect(selected()).toBe('Uno');
    // The first panel has nothing to its left.
    swipe('touch', [50, 100], [300, 100]);
    expect(selected()).toBe('Uno');
  });
});
