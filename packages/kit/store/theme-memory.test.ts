import { themeCookie, themeFromCookies } from '../design-system/theme/theme-mode';
import { makeStore, setTheme, storedTheme } from '.';

const clearCookie = () => {
  document.cookie = 'theme=; max-age=0; path=/';
};

describe('theme memory', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('remembers every setTheme in the theme cookie the server reads, and nowhere else', () => {
    const store = makeStore();
    store.dispatch(setTheme('dark'));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(themeFromCookies(document.cookie)).toBe('dark');
    store.dispatch(setTheme('system'));
    expect(themeFromCookies(document.cookie)).toBe('system');
  });

  it('writes the cookie for a year, for the whole site, SameSite=Lax', () => {
    expect(themeCookie('dark')).toBe('theme=dark; max-age=31536000; path=/; SameSite=Lax');
  });

  it('reads the cookie the server painted the page with, else light; a choice in localStorage alone is not one', () => {
    expect(storedTheme()).toBe('light');
    localStorage.setItem('theme', 'dark');
    expect(storedTheme()).toBe('light');
    document.cookie = themeCookie('system');
    expect(storedTheme()).toBe('system');
  });

  it('finds the theme among other cookies and ignores unknown values', () => {
    expect(themeFromCookies('lang=nl; theme=dark; x=1')).toBe('dark');
    expect(themeFromCookies('theme=light')).toBe('light');
    expect(themeFromCookies('theme=<script>')).toBeNull();
    expect(themeFromCookies('mytheme=dark')).toBeNull();
    expect(themeFromCookies(undefined)).toBeNull();
  });
});
