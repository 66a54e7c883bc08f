/**
 * Footer (spec §2): the `about` partial first, then the link lists, the postal address and "follow
 * us". Socials, phone and e-mail appear only when the settings hold them. © 2020 – current year,
 * beside the theme switch ('Weergave': a setting of the whole site, so it sits with the site's
 * small print rather than above the footer, where it floated after the page).
 */
import { css, type Theme } from '@emotion/react';
import type { Settings } from '@kerk/kit/api-types';
import { RichText } from '@kerk/kit/design-system';
import { useRenderNow, yearAt } from '@kerk/kit/dates/use-render-now';
import { partial, useGetFooterQuery } from '@kerk/kit/page';
import { useSettings } from '@kerk/kit/store';
import { footer as t, keepPhonesTogether, texts } from '@kerk/kit/texts';
import { FOOTER, Link } from '@kerk/kit/router';
import type { ReactNode } from 'react';

export const COPYRIGHT_FROM = 2020;

const SOCIALS = ['facebook', 'twitter', 'youtube', 'linkedin'] as const;

const column = (th: Theme) => css`
  h2 { font-size: 1.1rem; color: inherit; margin-top: 0; }
  :focus-visible { outline-color: ${th.colors.accentOnPrimary}; }
  a { color: inherit; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin: ${th.space(1)} 0; }
`;

function Contact({ settings }: { settings: Settings }) {
  return (
    <address css={css`font-style: normal;`}>
      {settings.title ? <div>{settings.title}</div> : null}
      {settings.address ? <div>{settings.address}</div> : null}
      {settings.zipcode || settings.city ? <div>{[settings.zipcode, settings.city].filter(Boolean).join(' ')}</div> : null}
      {settings.phone ? (
        <div>
          {t.phone}: <a href={`tel:${settings.phone.replace(/\s/g, '')}`}>{keepPhonesTogether(settings.phone)}</a>
        </div>
      ) : null}
      {settings.email ? (
        <div>
          {t.email}: <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </div>
      ) : null}
    </address>
  );
}

export interface FooterProps {
  year?: number;
  /** The theme switch, on the copyright's line. */
  themeSwitch?: ReactNode;
}

export function Footer({ year: givenYear, themeSwitch }: FooterProps) {
  // The year in Amsterdam by the render clock: the server (UTC) and the browser agree on New Year's night.
  const renderNow = useRenderNow();
  const year = givenYear ?? yearAt(renderNow);
  const { data } = useGetFooterQuery();
  const settings = useSettings();
  const socials = settings ? SOCIALS.filter((key) => settings[key]) : [];
  const otherLinks = data?.partials.find((p) => p.name === 'other-links')?.content;
  return (
    <footer css={(th) => css`background: ${th.colors.primary}; color: ${th.colors.onPrimary}; margin-top: ${th.space(12)};`}>
      <div
        css={(th) => css`
          max-width: ${th.maxWidth}; margin: 0 auto; padding: ${th.space(8)} ${th.space(4)};
          display: grid; gap: ${th.space(8)}; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
        `}
      >
        <div css={column} data-testid="footer-about">{data ? <RichText html={partial(data, 'about')} /> : null}</div>
        <nav aria-label={t.linksTitle} css={column}>
          <h2>{t.linksTitle}</h2>
          <ul>
            {FOOTER.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div css={column}>
          {otherLinks ? (
            <>
              <h2>{t.otherLinksTitle}</h2>
              <RichText html={otherLinks} />
            </>
          ) : null}
          <h2>{t.addressTitle}</h2>
          {settings ? <Contact settings={settings} /> : null}
        </div>
        {socials.length ? (
          <div css={column}>
            <h2>{t.followTitle}</h2>
            <ul>
              {socials.map((key) => (
                <li key={key}>
                  <a href={settings![key]} rel="noopener noreferrer" target="_blank">
                    {t.social[key]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div css={css`border-top: 1px solid rgb(255 255 255 / 0.2);`}>
        <div
          css={(th) => css`
            max-width: ${th.maxWidth}; margin: 0 auto; padding: ${th.space(3)} ${th.space(4)};
            display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${th.space(2)} ${th.space(6)};
            :focus-visible { outline-color: ${th.colors.accentOnPrimary}; }
          `}
        >
          <p css={css`margin: 0;`}>{t.copyright(COPYRIGHT_FROM, year, settings?.title || texts.common.siteName)}</p>
          {themeSwitch ? <div data-no-print>{themeSwitch}</div> : null}
        </div>
      </div>
    </footer>
  );
}
