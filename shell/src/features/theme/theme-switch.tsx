/** Light / dark / system switch (spec §4); the kit's store remembers the choice. */
import { css } from '@emotion/react';
import { setTheme, THEME_MODES, useAppDispatch, useAppSelector, type ThemeMode } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';

export function ThemeSwitch() {
  const mode = useAppSelector((s) => s.ui.theme);
  const dispatch = useAppDispatch();
  // The store remembers the choice (localStorage and the cookie the server paints with).
  const choose = (next: ThemeMode) => dispatch(setTheme(next));
  return (
    <label css={(t) => css`display: inline-flex; gap: ${t.space(2)}; align-items: center;`}>
      {texts.common.theme.label}
      <select
        value={mode}
        onChange={(e) => choose(e.target.value as ThemeMode)}
        css={(t) => css`font: inherit; min-height: 44px; padding: ${t.space(1)} ${t.space(2)}; border: 1px solid ${t.colors.controlBorder}; border-radius: ${t.radius}; background: ${t.colors.surface}; color: ${t.colors.text};`}
      >
        {THEME_MODES.map((m) => (
          <option key={m} value={m}>
            {texts.common.theme[m]}
          </option>
        ))}
      </select>
    </label>
  );
}
