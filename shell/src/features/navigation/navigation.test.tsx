import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockApi, renderShell } from '../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

beforeEach(() => mockApi());

describe('main menu', () => {
  it('lists Home, Agenda, Gemeente, Onze kerken and ANBI in that order', () => {
    renderShell('/');
    const nav = screen.getAllByRole('navigation', { name: 'Hoofdmenu', hidden: true })[0]!;
    const topLevel = within(nav).getAllByRole('listitem', { hidden: true }).filter((li) => li.parentElement === nav.querySelector('ul'));
    expect(topLevel.map((li) => li.querySelector('a')!.textContent)).toEqual(['Home', 'Agenda', 'Gemeente', 'Onze kerken', 'ANBI']);
  });

  it('opens the municipality sub-menu and the task groups as a third level from the keyboard', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const nav = screen.getAllByRole('navigation', { name: 'Hoofdmenu', hidden: true })[0]!;
    within(nav).getByRole('button', { name: 'Submenu Gemeente openen', hidden: true }).focus();
    await user.keyboard('{Enter}');
    expect(within(nav).getByRole('link', { name: 'Kerkenraad', hidden: true }).closest('ul')).not.toHaveAttribute('hidden');
    within(nav).getByRole('button', { name: 'Submenu Taakgroepen openen', hidden: true }).focus();
    await user.keyboard('{Enter}');
    expect(within(nav).getByRole('link', { name: 'Duurzaamheid', hidden: true }).closest('ul')).not.toHaveAttribute('hidden');
    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('button', { name: 'Submenu Taakgroepen openen', hidden: true })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a hover-opened sub-menu open when its arrow is clicked, and closes it on a second click', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const nav = screen.getAllByRole('navigation', { name: 'Hoofdmenu', hidden: true })[0]!;
    await user.click(within(nav).getByRole('button', { name: 'Submenu Gemeente openen', hidden: true }));
    const council = within(nav).getByRole('link', { name: 'Kerkenraad', hidden: true });
    expect(council.closest('ul')).not.toHaveAttribute('hidden');
    await user.click(within(nav).getByRole('button', { name: 'Submenu Gemeente sluiten', hidden: true }));
    expect(council.closest('ul')).toHaveAttribute('hidden');
  });

  it('closes an open sub-menu when focus moves past it', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const nav = screen.getAllByRole('navigation', { name: 'Hoofdmenu', hidden: true })[0]!;
    within(nav).getByRole('button', { name: 'Submenu Gemeente openen', hidden: true }).focus();
    await user.keyboard('{Enter}');
    const council = within(nav).getByRole('link', { name: 'Kerkenraad', hidden: true });
    expect(council.closest('ul')).not.toHaveAttribute('hidden');
    act(() => within(nav).getByRole('link', { name: 'Onze kerken', hidden: true }).focus());
    expect(council.closest('ul')).toHaveAttribute('hidden');
  });

  it('shows a sub-menu on hover and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const nav = screen.getAllByRole('navigation', { name: 'Hoofdmenu', hidden: true })[0]!;
    const gemeente = within(nav).getByRole('link', { name: 'Gemeente', hidden: true }).closest('li')!;
    await user.hover(gemeente);
    expect(within(nav).getByRole('link', { name: 'Pastoraal team', hidden: true }).closest('ul')).not.toHaveAttribute('hidden');
    await user.unhover(gemeente);
    expect(within(nav).getByRole('link', { name: 'Pastoraal team', hidden: true }).closest('ul')).toHaveAttribute('hidden');
  });
});

describe('drawer', () => {
  it('opens with the "Menu" button, collapses nested groups and closes with "Sluiten"', async () => {
    const user = userEvent.setup();
    renderShell('/agenda-onbekend');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    // Its code loads on the first tap.
    const drawer = await screen.findByRole('dialog', { name: 'Hoofdmenu' }, { timeout: 8000 });
    expect(within(drawer).getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    const toggle = within(drawer).getByRole('button', { name: 'Submenu Gemeente openen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(drawer).getByRole('button', { name: 'Submenu Gemeente sluiten' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    // Opened again, it stays open (its navigation effect does not close it on mounting).
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Hoofdmenu' })).toBeInTheDocument();
  });

  it('opens as a modal <dialog> with focus on "Sluiten"; Escape gives focus back to "Menu"', async () => {
    // Tab kept inside and the page behind inert are the browser's part of showModal: e2e a11y-dialogs.spec.ts.
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    renderShell('/agenda-onbekend');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Hoofdmenu' }, { timeout: 8000 });
    expect(showModal.mock.contexts).toEqual([drawer]);
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Sluiten' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    showModal.mockRestore();
  }, 15_000);

  it('closes on a tap beside it (on the dimmed page), not on one inside it', async () => {
    const user = userEvent.setup();
    renderShell('/agenda-onbekend');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Hoofdmenu' }, { timeout: 8000 });
    await user.click(within(drawer).getByRole('navigation'));
    expect(drawer).toBeInTheDocument();
    // The backdrop's clicks land on the <dialog> element itself.
    await user.click(drawer);
    expect(screen.queryByRole('dialog', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('closes after following a link', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/privacy-x');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Agenda' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/agenda');
  });
});

describe('search pop-up', () => {
  it("sends the typed text to /zoeken?q= and closes", async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    // Its code loads on the first click; the field then has focus.
    const dialog = await screen.findByRole('dialog', { name: 'Zoeken' });
    expect(within(dialog).getByLabelText('Zoekterm')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Zoekterm'), 'kerst & advent');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/zoeken');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kerst & advent');
    expect(screen.queryByRole('dialog', { name: 'Zoeken' })).not.toBeInTheDocument();
  });

  it('is a modal <dialog>: Escape or a click beside it closes it and gives focus back to its button', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    renderShell('/');
    const button = screen.getByRole('button', { name: 'Zoeken' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Zoeken' });
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Zoeken' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog', { name: 'Zoeken' })).getByLabelText('Zoekterm'));
    expect(screen.getByRole('dialog', { name: 'Zoeken' })).toBeInTheDocument();
    await user.click(screen.getByRole('dialog', { name: 'Zoeken' }));
    expect(screen.queryByRole('dialog', { name: 'Zoeken' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    showModal.mockRestore();
  });

  it('submits an empty query without complaint (no emptiness check)', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zoeken' }));
    expect(router.state.location.search).toBe('?q=');
  });
});
