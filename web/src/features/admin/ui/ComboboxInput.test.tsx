// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComboboxInput } from './ComboboxInput';

afterEach(cleanup);

const NAMES = ['Sam Lee', 'Sam Park'];

function Search() {
  const [text, setText] = useState('');
  const hits = text.length >= 2 ? NAMES.filter((n) => n.toLowerCase().includes(text.toLowerCase())) : [];
  return (
    <>
      <ComboboxInput aria-label="Find a customer" listId="hits" expanded={hits.length > 0} activeId="hit-0" value={text} onChange={setText} />
      <ul id="hits" role="listbox" aria-label="Customers found" hidden={!hits.length}>
        {hits.map((n, i) => (
          <li key={n} id={`hit-${i}`} role="option" aria-selected={i === 0}>
            {n}
          </li>
        ))}
      </ul>
    </>
  );
}

describe('ComboboxInput', () => {
  it('is a combobox that says whether its list is open and which option is current', async () => {
    const user = userEvent.setup();
    render(<Search />);
    const box = screen.getByRole('combobox', { name: 'Find a customer' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(box.getAttribute('aria-controls')).toBe('hits');
    await user.type(box, 'sam');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('Sam Lee');
    expect(box.getAttribute('autocomplete')).toBe('off');
  });
});
