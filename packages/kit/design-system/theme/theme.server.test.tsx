/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';

import { Card } from '../card/card';
import { makeStore, setTheme, type ThemeMode } from '../../store';
import { KitThemeProvider } from './kit-theme-provider';

/** What a server renders for a visitor with this theme choice: no window, no matchMedia. */
function serverHtml(theme: ThemeMode) {
  const store = makeStore();
  store.dispatch(setTheme(theme));
  return renderToString(
    <Provider store={store}>
      <KitThemeProvider>
        <Card>Kerkdienst</Card>
      </KitThemeProvider>
    </Provider>,
  );
}

it('renders on a server without a window, the same HTML for light, dark and system', () => {
  expect(typeof window).toBe('undefined');
  const light = serverHtml('light');
  expect(light).toContain('Kerkdienst');
  expect(light).toContain('var(--k-surface)');
  expect(serverHtml('dark')).toBe(light);
  expect(serverHtml('system')).toBe(light);
});
