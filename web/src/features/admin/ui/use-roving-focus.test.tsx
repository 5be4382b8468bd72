// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRovingFocus } from './use-roving-focus';

afterEach(cleanup);

const TABS = ['Due', 'Sent', 'Skipped'];

function Tabs({ keys }: { keys: 'arrows' | 'tabs' }) {
  const [current, setCurrent] = useState(0);
  const item = useRovingFocus({ count: TABS.length, current, keys, onMove: setCurrent });
  return (
    <div role="tablist" aria-label="Reminders">
      {TABS.map((t, i) => (
        <button key={t} {...item(i)} type="button" role="tab" aria-selected={i === current} onClick={() => setCurrent(i)}>
          {t}
        </button>
      ))}
    </div>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('useRovingFocus', () => {
  it('is one tab stop: the current button only', () => {
    render(<Tabs keys="tabs" />);
    expect(TABS.map((t) => tab(t).tabIndex)).toEqual([0, -1, -1]);
  });

  it('tabs: ← and → go round and choose, Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs keys="tabs" />);
    tab('Due').focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Skipped'));
    expect(tab('Skipped').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Due'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Skipped'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tab('Skipped'));
  });

  it('arrows: ↓ and ↑ move too, and Home stays put', async () => {
    const user = userEvent.setup();
    render(<Tabs keys="arrows" />);
    tab('Due').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tab('Sent'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(tab('Skipped'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Skipped'));
  });
});
