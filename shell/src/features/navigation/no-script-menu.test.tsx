/**
 * Without JavaScript the header's drawer and search pop-up cannot open: the server-rendered header
 * holds the whole menu as links and the search as a GET form to /zoeken, inside <noscript>.
 */
import { MENU } from '@kerk/kit/router';
import { makeStore } from '@kerk/kit/store';
import { Providers, renderWithProviders } from '@kerk/kit/testing';
import { renderToString } from 'react-dom/server';

import { NoScriptMenu } from './no-script-menu';

const hrefsOf = (items: typeof MENU): string[] => items.flatMap((item) => [item.to, ...hrefsOf(item.children ?? [])]);

describe('NoScriptMenu', () => {
  it('renders on the server every menu entry, nested ones too, as a plain link, and a GET search form', () => {
    const html = renderToString(
      <Providers store={makeStore()}>
        <NoScriptMenu items={MENU} />
      </Providers>,
    ).replace(/^(<style[^>]*>.*?<\/style>)+/, '');
    const doc = new DOMParser().parseFromString(html.replace(/<\/?noscript>/g, ''), 'text/html');
    expect([...doc.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual(hrefsOf(MENU));
    expect(hrefsOf(MENU)).toEqual(expect.arrayContaining(['/', '/agenda', '/gemeente/taakgroepen/taakgroep-vos', '/anbi']));
    const form = doc.querySelector('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/zoeken');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('input')!.getAttribute('name')).toBe('q');
    expect(html.startsWith('<noscript>')).toBe(true);
  });

  it('adds nothing a browser with JavaScript lays out', () => {
    const { container } = renderWithProviders(<NoScriptMenu items={MENU} />);
    expect(container.querySelector('noscript')!.querySelector('a')).toBeNull();
  });
});
