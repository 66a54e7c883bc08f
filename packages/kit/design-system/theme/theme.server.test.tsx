/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';

import { Card } from '../card/card';
import { makeStore, setTheme, type ThemeMode } from '../../store';
import { KitThemeProvider, useColourScheme, useThemeChoice } from './kit-theme-provider';

/** What the theme controls show: the choice and the scheme. */
function Controls() {
  return <p>{`${useThemeChoice()} ${useColourScheme()}`}</p>;
}

/** What a server renders for a visitor with this theme choice: no window, no matchMedia. */
function serverHtml(theme: ThemeMode) {
  const store = makeStore();
  store.dispatch(setTheme(theme));
  return renderToString(
    <Provider store={store}>
      <KitThemeProvider>
        <Card>Kerkdienst</Card>
        <Controls />
      </KitThemeProvider>
    </Provider>,
  );
}

it('renders on a server without a window, the same HTML for light, dark and system', () => {
  expect(typeof window).toBe('undefined');
  const light = serverHtml('light');
  expect(light).toContain('Kerkdienst');
  expect(light).toContain('var(--k-surface)');
  // The controls show the default until the browser has taken over (theme.test.tsx: hydration).
  expect(light).toContain('<p>light light</p>');
  expect(serverHtml('dark')).toBe(light);
  expect(serverHtml('system')).toBe(light);
});
