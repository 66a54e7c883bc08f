/**
 * The conflict screen, for a field both editors changed: nothing is chosen for the editor, "Mijn
 * versie" first warns that it overwrites the other's change, and the merged values carry the choice.
 */
import { serviceType } from '@kerk/kit/content-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConflictScreen } from './conflict-screen';
import { formValuesOf } from './form-values';

const base = formValuesOf(serviceType, { date: '2026-12-06', time: '10:00', church: 'druten', preacher: 'ds. Kok', season: 'Advent', music: '' });

function renderConflict(onSave: jest.Mock) {
  const mine = { ...base, season: 'Tweede Advent' };
  const theirs = { ...base, season: 'Advent II', music: 'Cantorij' };
  renderWithProviders(
    <ConflictScreen type={serviceType} message="Deze dienst is intussen gewijzigd." base={base} mine={mine} theirs={theirs} by="koster@example.org" at="2026-11-25T09:00:00Z" display={(_, v) => String(v ?? '')} onSave={onSave} onBack={() => undefined} />,
  );
}

describe('ConflictScreen', () => {
  // jsdom has no modal dialogs.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });

  it('asks for a field both changed, warns before "Mijn versie" overwrites theirs, and saves the merge', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    renderConflict(onSave);
    const both = screen.getByRole('group', { name: 'Zondag of thema' });
    expect(both).toHaveTextContent('Door u allebei gewijzigd: kies welke versie blijft');
    // Their change is highlighted against what both started from.
    expect([...both.querySelectorAll('ins')].map((ins) => ins.textContent).join(' ')).toMatch(/II/);

    await user.click(screen.getByRole('button', { name: 'Samengevoegde versie opslaan' }));
    expect(screen.getByText('Kies eerst welke versie blijft bij: Zondag of thema.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(within(both).getByRole('radio', { name: 'Mijn versie' }));
    const warning = screen.getByRole('dialog');
    expect(warning).toHaveTextContent('Met "Mijn versie" overschrijft u de wijziging die koster@example.org maakte in "Zondag of thema". Weet u het zeker?');
    await user.click(within(warning).getByRole('button', { name: 'Ja, mijn versie gebruiken' }));
    expect(within(both).getByRole('radio', { name: 'Mijn versie' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Samengevoegde versie opslaan' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ season: 'Tweede Advent', music: 'Cantorij' }));
  });

  it('keeps theirs when the warning is answered with "Nee, terug"', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    renderConflict(onSave);
    const both = screen.getByRole('group', { name: 'Zondag of thema' });
    await user.click(within(both).getByRole('radio', { name: 'Mijn versie' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Nee, terug' }));
    expect(within(both).getByRole('radio', { name: 'Mijn versie' })).not.toBeChecked();
    await user.click(within(both).getByRole('radio', { name: 'Versie van koster@example.org' }));
    await user.click(screen.getByRole('button', { name: 'Samengevoegde versie opslaan' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ season: 'Advent II', music: 'Cantorij' }));
  });
});
