/**
 * "Volg ons" in the footer (spec §2, issue 15): a social link appears exactly when the beheerder
 * filled it in (the settings' '' is "not filled in"), in the footer's order, and the column is
 * left out when none is.
 */
import { screen, within } from '@testing-library/react';

import { mockApi, renderShell } from '../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

const followUs = async () => {
  const footer = screen.getByRole('contentinfo');
  await within(footer).findByText('Kerkstraat 12');
  const heading = within(footer).queryByRole('heading', { name: 'Volg ons' });
  return heading ? within(heading.parentElement!).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]) : null;
};

describe('footer social links', () => {
  it.each([
    [{ facebook: '', twitter: 'https://x.com/pgmaasenwaal', youtube: '', linkedin: 'https://www.linkedin.com/company/pgmw' }, [['X (Twitter)', 'https://x.com/pgmaasenwaal'], ['LinkedIn', 'https://www.linkedin.com/company/pgmw']]],
    [{ facebook: 'https://www.facebook.com/pgmw', twitter: '', youtube: 'https://www.youtube.com/@pgmw', linkedin: '' }, [['Facebook', 'https://www.facebook.com/pgmw'], ['YouTube', 'https://www.youtube.com/@pgmw']]],
    [{ facebook: 'https://a.nl/f', twitter: 'https://a.nl/t', youtube: 'https://a.nl/y', linkedin: 'https://a.nl/l' }, [['Facebook', 'https://a.nl/f'], ['X (Twitter)', 'https://a.nl/t'], ['YouTube', 'https://a.nl/y'], ['LinkedIn', 'https://a.nl/l']]],
  ])('shows only the filled-in links, in order: %p', async (socials, expected) => {
    mockApi({ settings: socials });
    renderShell('/');
    expect(await followUs()).toEqual(expected);
  });

  it('leaves "Volg ons" out when no social link is filled in', async () => {
    mockApi({ settings: { facebook: '', twitter: '', youtube: '', linkedin: '' } });
    renderShell('/');
    expect(await followUs()).toBeNull();
  });
});
