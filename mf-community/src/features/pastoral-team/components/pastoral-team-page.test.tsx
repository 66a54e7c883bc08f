import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { anne, libraryPhoto, marieke, pageAnswer } from '../../../test/api-fixtures';
import { PastoralTeamPage } from './pastoral-team-page';

const page = pageAnswer('municipality-pastors', {
  title: 'Pastoraal team',
  intro: '<p>Ons pastorale team.</p>',
  content: '<h2>Een gesprek aanvragen</h2><p>Bel gerust.</p>',
});

describe('PastoralTeamPage', () => {
  it('lists each member with photo, name linking to the canonical member page, role, villages and contact', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/page') return page;
      if (url.pathname === '/api/pastors') return { body: { data: [marieke, anne], meta: { page: 1, pageSize: 50, total: 2 } } };
      return undefined;
    });
    renderWithProviders(<PastoralTeamPage />, { route: '/gemeente/pastoraal-team' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pastoraal team' })).toBeInTheDocument();
    const team = within(screen.getByRole('region', { name: 'Het team' }));
    await team.findByRole('link', { name: 'Anne de Wit' });
    const items = team.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('img', { name: marieke.photoAlt })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'ds. Marieke van den Berg' })).toHaveAttribute('href', '/gemeente/pastoraal-team/2/ds-marieke-van-den-berg');
    expect(first.getByText('Predikant')).toBeInTheDocument();
    expect(first.getByText('Beuningen en Wijchen')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '024\u00a0123\u00a012\u00a041' })).toHaveAttribute('href', 'tel:+31241231241');
    // A member without photo or phone shows neither, and no empty labels.
    const second = within(items[1]!);
    expect(second.queryByRole('img')).not.toBeInTheDocument();
    expect(second.queryByText('Telefoon')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Een gesprek aanvragen' })).toBeInTheDocument();
  });

  it('shows a photo from the library as <picture>: AVIF source and WebP srcset, a fixed square around its focal point, the library alt text', async () => {
    const withPhoto = { ...marieke, photo: libraryPhoto.src, photoAlt: libraryPhoto.alt, picture: libraryPhoto };
    mockFetch((url) => {
      if (url.pathname === '/api/page') return page;
      if (url.pathname === '/api/pastors') return { body: { data: [withPhoto], meta: { page: 1, pageSize: 50, total: 1 } } };
      return undefined;
    });
    renderWithProviders(<PastoralTeamPage />, { route: '/gemeente/pastoraal-team' });
    const img = await screen.findByRole('img', { name: libraryPhoto.alt });
    expect(img).toHaveAttribute('src', libraryPhoto.src);
    expect(img).toHaveAttribute('srcset', libraryPhoto.srcset);
    expect(img).toHaveAttribute('width', '112');
    expect(img).toHaveAttribute('height', '112');
    // A square crop of the portrait that keeps the face the editor pointed at.
    const style = getComputedStyle(img);
    expect([style.objectFit, style.objectPosition]).toEqual(['cover', '50% 25%']);
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    expect(picture.querySelector('source')).toHaveAttribute('type', 'image/avif');
    expect(picture.querySelector('source')).toHaveAttribute('srcset', libraryPhoto.srcsetAvif);
  });

  it('shows a Dutch message with a retry when the team cannot be loaded, and recovers', async () => {
    expectWarnings(/GET \/pastors failed with 500/);
    let fail = true;
    mockFetch((url) => {
      if (url.pathname === '/api/page') return page;
      if (url.pathname === '/api/pastors') {
        return fail ? { status: 500, body: { code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' } } : { body: { data: [anne], meta: { page: 1, pageSize: 50, total: 1 } } };
      }
      return undefined;
    });
    renderWithProviders(<PastoralTeamPage />, { route: '/gemeente/pastoraal-team' });
    expect(await screen.findByText('Het pastoraal team kon niet worden geladen.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('link', { name: 'Anne de Wit' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
