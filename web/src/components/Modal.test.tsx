// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal, ModalCloseButton } from './Modal';

afterEach(cleanup);

function Opener({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      {open && (
        <Modal className="modal" labelledBy="terms-title" onClose={() => setOpen(false)} busy={busy}>
          <h2 id="terms-title">Terms</h2>
          <button type="button" data-autofocus>
            First
          </button>
          <input aria-label="Middle" />
          <ModalCloseButton>Last</ModalCloseButton>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus on the marked control', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    screen.getByRole('button', { name: 'Last' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape while busy', async () => {
    const user = userEvent.setup();
    render(<Opener busy />);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeTruthy();
  });
});
