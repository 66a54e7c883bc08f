import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SearchResult } from '../api/search-api';
import { SearchPage } from './search-page';

const none = { titleMarks: [], excerptMarks: [] };
const RESULTS: SearchResult[] = [
  { ...none, type: 'service', id: 12, title: 'Kerkdienst Druten – ds. Wim Kuipers', date: '2031-03-02T09:00:00.000Z', excerpt: 'Pasen in De Ark, Druten, met ds. Wim Kuipers.', excerptMarks: [{ start: 0, end: 4 }] },
  { ...none, type: 'news', id: 7, title: 'Het ontmoetingscafé is weer open', date: '2031-02-20', excerpt: 'Elke dinsdag koffie.' },
  { ...none, type: 'event', id: 3, title: 'Paasontbijt', titleMarks: [{ start: 0, end: 4 }], date: '2031-03-02T07:30:00.000Z', excerpt: 'Samen ontbijten voor de dienst.' },
];

function mockSearch(results: SearchResult[] | 'fail' = RESULTS) {
  return mockFetch((url) => {
    if (url.pathname !== '/api/search') return undefined;
    return results === 'fail' ? { status: 500, body: { code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' } } : { body: { data: results } };
  });
}

const renderAt = (route: string) => renderWithProviders(<SearchPage />, { route, path: '/zoeken' });
const searched = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url));

describe('SearchPage (/zoeken)', () => {
  it("shows 'U zoekt naar' with the query and the typed results linking to their pages", async () => {
    const fetchMock = mockSearch();
    renderAt('/zoeken?q=pasen');
    expect(screen.getByRole('heading', { level: 1, name: 'Zoeken' })).toBeInTheDocument();
    expect(screen.getByText(/U zoekt naar/)).toHaveTextContent('U zoekt naar “pasen”');
    const list = await screen.findByRole('region', { name: 'Zoekresultaten' });
    expect(within(list).getByRole('list')).not.toHaveAttribute('aria-label');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/diensten/12', '/nieuws/7', '/evenement/3']);
    ['Dienst', 'Nieuws artikel', 'Evenement'].forEach((label, i) => expect(within(items[i]!).getByText(label)).toBeInTheDocument());
    expect(items[0]).toHaveTextContent('02-03-2031');
    expect(items[1]).toHaveTextContent('Elke dinsdag koffie.');
    expect(screen.getByText('3 resultaten')).toBeInTheDocument();
    expect(searched(fetchMock)).toEqual(['/api/search?q=pasen&limit=30']);
    expect(screen.getByRole('searchbox', { name: 'Zoekterm' })).toHaveValue('pasen');
  });

  it('marks the found words in titles and excerpts, from the ranges the API gives', async () => {
    mockSearch([
      { type: 'service', id: 5, title: 'Kerkdienst Druten', titleMarks: [], date: '2031-03-09T09:00:00.000Z', excerpt: 'In deze dienst wordt een kind gedoopt.', excerptMarks: [{ start: 32, end: 36 }] },
      { type: 'event', id: 6, title: 'Doopgesprek', titleMarks: [{ start: 0, end: 4 }], date: '2031-03-04T18:30:00.000Z', excerpt: 'Over de kinderdoop en de doopdienst.', excerptMarks: [{ start: 14, end: 18 }, { start: 25, end: 29 }, { start: 20, end: 40 }] },
    ]);
    renderAt('/zoeken?q=doop');
    const items = within(await screen.findByRole('region', { name: 'Zoekresultaten' })).getAllByRole('listitem');
    const marks = (li: HTMLElement) => [...li.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks(items[0]!)).toEqual(['doop']);
    expect(items[0]!.querySelector('p:last-child')).toHaveTextContent('In deze dienst wordt een kind gedoopt.');
    expect(items[0]!.querySelector('mark')!.parentElement).toHaveTextContent(/^In deze dienst wordt een kind gedoopt\.$/);
    // A range overlapping an earlier one or running past the text is left out, never trusted.
    expect(marks(items[1]!)).toEqual(['Doop', 'doop', 'doop']);
    expect(within(items[1]!).getByRole('link')).toHaveTextContent('Doopgesprek');
  });

  it('shows an excerpt as text, never as HTML', async () => {
    const excerpt = 'Zie <img src=x onerror=alert(1)> en <b>vet</b>';
    mockSearch([{ type: 'news', id: 8, title: '<i>Titel</i>', titleMarks: [], date: '2031-02-20', excerpt, excerptMarks: [{ start: 4, end: 8 }] }]);
    const { container } = renderAt('/zoeken?q=img');
    const item = within(await screen.findByRole('region', { name: 'Zoekresultaten' })).getByRole('listitem');
    expect(item).toHaveTextContent(excerpt);
    expect(item).toHaveTextContent('<i>Titel</i>');
    expect(container.querySelector('img, b, i')).toBeNull();
    expect(item.querySelector('mark')).toHaveTextContent('<img');
  });

  it('shows the query as text, never as HTML', async () => {
    mockSearch([]);
    const { container } = renderAt(`/zoeken?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(screen.getByText('“<img src=x onerror=alert(1)>”')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(await screen.findByText('Er zijn geen zoek resultaten gevonden met uw zoekopdracht.')).toBeInTheDocument();
  });

  it('answers an empty query with a hint and without asking the API', () => {
    const fetchMock = mockSearch();
    renderAt('/zoeken?q=');
    expect(screen.getByText('Typ een of meer woorden om te zoeken in kerkdiensten, nieuws en evenementen.')).toBeInTheDocument();
    expect(screen.queryByText(/U zoekt naar/)).not.toBeInTheDocument();
    expect(searched(fetchMock)).toEqual([]);
  });

  it('searches again from its own form, also with nothing typed', async () => {
    const fetchMock = mockSearch();
    renderAt('/zoeken?q=pasen');
    await screen.findByRole('region', { name: 'Zoekresultaten' });
    const box = screen.getByRole('searchbox', { name: 'Zoekterm' });
    await userEvent.clear(box);
    await userEvent.type(box, 'café{Enter}');
    expect(await screen.findByText('U zoekt naar', { exact: false })).toHaveTextContent('“café”');
    expect(searched(fetchMock).at(-1)).toBe('/api/search?q=caf%C3%A9&limit=30');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoekterm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText(/Typ een of meer woorden/)).toBeInTheDocument();
  });

  it('shows a Dutch message with a retry when searching fails', async () => {
    expectWarnings(/GET \/search\?q=pasen&limit=30 failed with 500/);
    mockSearch('fail');
    renderAt('/zoeken?q=pasen');
    expect(await screen.findByText('Het zoeken is niet gelukt. Probeer het later nog eens.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('is a real GET form to /zoeken?q=, so that the browser sends it without JavaScript', async () => {
    mockSearch();
    renderAt('/zoeken?q=pasen');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/zoeken');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('searchbox')).toHaveValue('pasen');
  });
});
