import { useTheme } from '@emotion/react';
import { act, screen } from '@testing-library/react';

import { setTheme } from '../../store';
import { renderWithProviders } from '../../testing';
import { darkTheme, lightTheme } from './tokens';

function Probe() {
  const theme = useTheme();
  return <p data-testid="probe">{`${theme.mode} ${theme.colors.primary}`}</p>;
}

describe('KitThemeProvider', () => {
  it('is light by default and switches to dark when the ui slice says so', () => {
    const { store } = renderWithProviders(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent(`light ${lightTheme.colors.primary}`);
    act(() => {
      store.dispatch(setTheme('dark'));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent(`dark ${darkTheme.colors.primary}`);
  });

  it('follows the system preference in system mode', () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('dark'), addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
    const { store } = renderWithProviders(<Probe />);
    act(() => {
      store.dispatch(setTheme('system'));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('dark');
    window.matchMedia = original;
  });

  it("marks <html> with the chosen mode, the attribute the server's first-view colours key on", () => {
    const { store } = renderWithProviders(<Probe />);
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => {
      store.dispatch(setTheme('system'));
    });
    expect(document.documentElement.dataset.theme).toBe('system');
  });

  it('uses a navy primary and an orange secondary', () => {
    expect(lightTheme.colors.primary).toBe('#14264b');
    expect(lightTheme.colors.secondary).toBe('#c2410c');
  });
});
