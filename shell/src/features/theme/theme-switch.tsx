/**
 * Light / dark / system switch (spec §4); the kit's store remembers the choice (the cookie the
 * server paints the page with). ThemeToggle is the header's one-tap form of it on wide screens
 * (dark on or off); the switch is in the footer, and in the drawer on a small screen.
 */
import { css } from '@emotion/react';
import { CONTROLS, MoonIcon, useColourScheme, useThemeChoice } from '@kerk/kit/design-system';
import { setTheme, THEME_MODES, useAppDispatch, type ThemeMode } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { useEffect, useRef } from 'react';

function useChooseTheme() {
  const dispatch = useAppDispatch();
  return (next: ThemeMode) => dispatch(setTheme(next));
}

/** A pressed button while the page is dark (chosen, or the system's); a tap chooses the other. */
export function ThemeToggle() {
  const dark = useColourScheme() === 'dark';
  const choose = useChooseTheme();
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={texts.common.theme.darkToggle}
      title={texts.common.theme.darkToggle}
      onClick={() => choose(dark ? 'light' : 'dark')}
      css={css`
        display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px;
        background: none; border: 0; color: inherit; cursor: pointer;
      `}
    >
      <MoonIcon fill={dark ? 'currentColor' : 'none'} />
    </button>
  );
}

export function ThemeSwitch() {
  const mode = useThemeChoice();
  const choose = useChooseTheme();
  const select = useRef<HTMLSelectElement>(null);
  // On the server's page a visitor may choose before React has taken over (hydrated): the choice
  // is then in the element only, and React would not hear of it. Adopt it once mounted.
  const painted = useRef(mode);
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== painted.current && (THEME_MODES as readonly string[]).includes(chosen)) choose(chosen as ThemeMode);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    // Choosing needs the script (it sets the cookie): hidden without it.
    <label data-script-only="" css={(t) => css`display: inline-flex; gap: ${t.space(2)}; align-items: center;`}>
      {texts.common.theme.label}
      <select
        ref={select}
        value={mode}
        onChange={(e) => choose(e.target.value as ThemeMode)}
        css={(t) => css`font: inherit; min-height: 44px; padding: ${t.space(1)} ${t.space(2)}; border: 1px solid ${t.colors[CONTROLS.field.border]}; border-radius: ${t.radius}; background: ${t.colors[CONTROLS.field.fill]}; color: ${t.colors[CONTROLS.field.text]};`}
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
