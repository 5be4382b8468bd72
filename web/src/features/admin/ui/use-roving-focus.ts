/**
 * One tab stop for a row of buttons (a radio group, a tab list): only the current one is in the Tab
 * order, and the arrow keys move the focus round the row and choose the one it lands on. `keys`
 * says which: 'arrows' (all four, as radio groups do) or 'tabs' (← and →, Home and End).
 * `item(i)` gives the i-th button its ref, tabIndex and onKeyDown.
 */
import { useRef, type KeyboardEvent } from 'react';

interface RovingFocusOptions {
  count: number;
  /** The button in the Tab order. */
  current: number;
  keys: 'arrows' | 'tabs';
  /** The keys chose this one (the focus moves to it). */
  onMove: (index: number) => void;
}

export function useRovingFocus({ count, current, keys, onMove }: RovingFocusOptions) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function target(key: string, index: number): number | undefined {
    const next = index === count - 1 ? 0 : index + 1;
    const previous = index === 0 ? count - 1 : index - 1;
    if (key === 'ArrowRight' || (keys === 'arrows' && key === 'ArrowDown')) return next;
    if (key === 'ArrowLeft' || (keys === 'arrows' && key === 'ArrowUp')) return previous;
    if (keys === 'tabs' && key === 'Home') return 0;
    if (keys === 'tabs' && key === 'End') return count - 1;
    return undefined;
  }

  return (index: number) => ({
    ref: (button: HTMLButtonElement | null) => {
      buttons.current[index] = button;
    },
    tabIndex: index === current ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const to = target(event.key, index);
      if (to === undefined) return;
      event.preventDefault();
      onMove(to);
      buttons.current[to]?.focus();
    },
  });
}
