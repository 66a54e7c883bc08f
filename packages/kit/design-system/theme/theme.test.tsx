import { useTheme } from '@emotion/react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';

import { makeStore, setTheme, type AppStore, type ThemeMode } from '../../store';
import { renderWithProviders } from '../../testing';
import { KitThemeProvider, useColourScheme, useThemeChoice } from './kit-theme-provider';
import { colourProperty, kitTheme, PALETTES, THEME_CSS, type ColourName } from './tokens';

const seen: unknown[] = [];

function Probe() {
  const theme = useTheme();
  seen.push(theme);
  return <p data-testid="probe">{`${useColourScheme()} ${theme.colors.primary}`}</p>;
}

function Choice() {
  return <p data-testid="choice">{useThemeChoice()}</p>;
}

const storeWith = (theme: ThemeMode) => {
  const store = makeStore();
  store.dispatch(setTheme(theme));
  return store;
};

const tree = (store: AppStore) => (
  <Provider store={store}>
    <KitThemeProvider>
      <Probe />
      <Choice />
    </KitThemeProvider>
  </Provider>
);

/** The style rules emotion inserted into the document (the Global sheet among them), with their media. */
function documentRules(): { media: string; rule: CSSStyleRule }[] {
  const walk = (rules: CSSRuleList, media: string): { media: string; rule: CSSStyleRule }[] =>
    [...rules].flatMap((r) => (r instanceof CSSMediaRule ? walk(r.cssRules, r.media.mediaText) : r instanceof CSSStyleRule ? [{ media, rule: r }] : []));
  return [...document.styleSheets].flatMap((sheet) => walk(sheet.cssRules, ''));
}

/** The declarations of the rule for `selector` (under `media`) as one string, or undefined. */
const declarationsOf = (selector: string, media = '') =>
  documentRules().find((r) => r.media === media && r.rule.selectorText === selector)?.rule.style.cssText;

function withSystemDark(dark: boolean, run: () => void) {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ matches: dark && q.includes('dark'), addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
  try {
    run();
  } finally {
    window.matchMedia = original;
  }
}

describe('KitThemeProvider', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it('gives every theme choice the same theme object, its colours custom properties; the choice is the attribute', () => {
    const { store } = renderWithProviders(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('light var(--k-primary)');
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => {
      store.dispatch(setTheme('dark'));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('dark var(--k-primary)');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(new Set(seen)).toEqual(new Set([kitTheme]));
  });

  it('marks <html> with the chosen mode, the attribute the colours key on, also for system', () => {
    const { store } = renderWithProviders(<Probe />);
    act(() => {
      store.dispatch(setTheme('system'));
    });
    expect(document.documentElement.dataset.theme).toBe('system');
  });

  it("reports the device's scheme in system mode once mounted, and follows the choice otherwise", () => {
    withSystemDark(true, () => {
      const { store } = renderWithProviders(<Probe />);
      expect(screen.getByTestId('probe')).toHaveTextContent(/^light /);
      act(() => {
        store.dispatch(setTheme('system'));
      });
      expect(screen.getByTestId('probe')).toHaveTextContent(/^dark /);
      act(() => {
        store.dispatch(setTheme('light'));
      });
      expect(screen.getByTestId('probe')).toHaveTextContent(/^light /);
    });
    withSystemDark(false, () => {
      renderWithProviders(<Probe />, { preloadedState: { ui: { theme: 'system' } } as never });
      expect(screen.getAllByTestId('probe').at(-1)).toHaveTextContent(/^light /);
    });
  });

  it("hydrates a server's HTML (the same for every choice) without a mismatch, then shows the visitor's choice", async () => {
    const html = renderToString(tree(storeWith('light')));
    expect(renderToString(tree(storeWith('dark')))).toBe(html);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation((...args) => void mismatches.push(args));
    await act(async () => {
      hydrateRoot(container, tree(storeWith('dark')), { onRecoverableError: (error) => void mismatches.push(error) });
    });
    errors.mockRestore();
    expect(mismatches).toEqual([]);
    expect(screen.getByTestId('probe')).toHaveTextContent('dark var(--k-primary)');
    expect(screen.getByTestId('choice')).toHaveTextContent('dark');
    container.remove();
  });

  it('writes the colour table into the document: light by default, dark for dark and for system on a dark device', () => {
    renderWithProviders(<Probe />);
    const light = declarationsOf(':root');
    const dark = declarationsOf(':root[data-theme=dark]');
    expect(light).toContain('color-scheme: light;');
    expect(dark).toContain('color-scheme: dark;');
    expect(declarationsOf(':root[data-theme=system]', '(prefers-color-scheme:dark)')).toBe(dark);
    for (const name of Object.keys(PALETTES.light) as ColourName[]) {
      expect(light).toContain(`${colourProperty(name)}: ${PALETTES.light[name]};`);
      expect(dark).toContain(`${colourProperty(name)}: ${PALETTES.dark[name]};`);
    }
    expect(declarationsOf('body')).toMatch(/background: var\(--k-background\); color: var\(--k-text\)/);
  });

  it('sets the print origin on <html> once mounted, not in the sheet (which a server writes too)', () => {
    renderWithProviders(<Probe />);
    expect(document.documentElement.style.getPropertyValue('--print-origin')).toBe(`"${window.location.origin}"`);
    expect(declarationsOf(':root')).toBeDefined();
    expect(documentRules().some(({ rule }) => rule.selectorText === ':root' && rule.style.getPropertyValue('--print-origin') === '""')).toBe(true);
  });
});

describe('theme tokens', () => {
  it('refers every colour of the theme to a property that THEME_CSS sets in each theme', () => {
    for (const [name, value] of Object.entries(kitTheme.colors)) {
      const property = colourProperty(name as ColourName);
      expect(value).toBe(`var(${property})`);
      expect(THEME_CSS.match(new RegExp(`${property}:#`, 'g'))).toHaveLength(3);
    }
    expect(colourProperty('accentOnPrimary')).toBe('--k-accent-on-primary');
  });

  it('uses a navy primary and an orange secondary', () => {
    expect(PALETTES.light.primary).toBe('#14264b');
    expect(PALETTES.light.secondary).toBe('#c2410c');
  });
});
