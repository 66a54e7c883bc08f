/**
 * The leave guard (issue 41): a form with unsaved input asks before a reload or a closed tab (the
 * browser's question), an in-site link, a navigating button of the app, and the Back button.
 */
import { Link, Route, Routes } from '@kerk/kit/router';
import { renderWithProviders } from '@kerk/kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { LeaveGuardProvider, useGuardedNavigation, useLeaveGuard } from './leave-guard';

function Form() {
  const [text, setText] = useState('');
  useLeaveGuard(text !== '');
  const { go } = useGuardedNavigation();
  return (
    <>
      <label>
        Titel <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/elders">Naar elders</Link>
      <button type="button" onClick={() => go('/elders')}>
        Terug naar de lijst
      </button>
    </>
  );
}

function renderGuarded() {
  renderWithProviders(
    <LeaveGuardProvider>
      <Routes>
        <Route path="/" element={<Form />} />
        <Route path="/elders" element={<p>Elders</p>} />
      </Routes>
    </LeaveGuardProvider>,
  );
  return userEvent.setup();
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};
const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.kerkLeaveGuard);

describe('the leave guard', () => {
  it('lets a clean form go without a question', async () => {
    const user = renderGuarded();
    expect(unloadPrevented()).toBe(false);
    expect(onGuardEntry()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Terug naar de lijst' }));
    expect(screen.getByText('Elders')).toBeInTheDocument();
  });

  it('asks before a reload, a link and a button while input is unsaved; "Blijven" keeps the input', async () => {
    const user = renderGuarded();
    await user.type(screen.getByLabelText('Titel'), 'Kerstmarkt');
    expect(unloadPrevented()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Naar elders' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Er zijn wijzigingen die nog niet zijn opgeslagen. Uw concept blijft bewaard. Wilt u deze pagina toch verlaten?');
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    expect(screen.getByLabelText('Titel')).toHaveValue('Kerstmarkt');
    await user.click(screen.getByRole('button', { name: 'Terug naar de lijst' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Toch verlaten' }));
    expect(screen.getByText('Elders')).toBeInTheDocument();
  });

  it('catches Back with an entry of its own, puts it back on "Blijven", and takes it away once the form is clean', async () => {
    const user = renderGuarded();
    await user.type(screen.getByLabelText('Titel'), 'K');
    expect(onGuardEntry()).toBe(true);
    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog');
    expect(onGuardEntry()).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    expect(onGuardEntry()).toBe(true);
    expect(screen.getByLabelText('Titel')).toHaveValue('K');
    await user.clear(screen.getByLabelText('Titel'));
    await waitFor(() => expect(onGuardEntry()).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is armed by the keystroke itself, so a Back straight after typing is caught', () => {
    renderGuarded();
    const input = screen.getByLabelText<HTMLInputElement>('Titel');
    // A keystroke as the browser delivers it, outside act(): nothing of React's work after the
    // event's own commit has run when the next line does.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'K');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      expect(onGuardEntry()).toBe(true);
      expect(unloadPrevented()).toBe(true);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
