/**
 * The editors' frame inside the shell's main area: the sections to edit as a navigation, who is
 * signed in and "Afmelden", and on top the editor's drafts waiting (drafts-banner.tsx). The section
 * shown is the `children`.
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { NavLink } from '@kerk/kit/router';
import type { ReactNode } from 'react';

import { accountTexts, beheer } from '../../../texts';
import { beheerPath, sectionsFor } from '../sections';
import { DraftsBanner } from './drafts-banner';

export interface EditorLayoutProps {
  user: { email: string; role: string };
  onSignOut: () => void;
  /** "Overal afmelden": ends every session of this account (other computers and phones too). */
  onSignOutEverywhere?: () => void;
  children: ReactNode;
}

export function EditorLayout({ user, onSignOut, onSignOutEverywhere, children }: EditorLayoutProps) {
  return (
    <div>
      <DraftsBanner />
      <div
        css={(t) => css`
          display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${t.space(3)};
          padding: ${t.space(3)} 0; border-bottom: 1px solid ${t.colors.border};
        `}
      >
        <p css={css`margin: 0;`}>
          {beheer.signedInAs(user.email)}
          {beheer.roles[user.role] ? ` (${beheer.roles[user.role]})` : ''}
        </p>
        <span css={(t) => css`display: inline-flex; flex-wrap: wrap; gap: ${t.space(3)};`}>
          <Button variant="ghost" onClick={onSignOut}>
            {beheer.signOut}
          </Button>
          {onSignOutEverywhere ? (
            <Button variant="ghost" onClick={onSignOutEverywhere} title={accountTexts.signOutEverywhereHint}>
              {accountTexts.signOutEverywhere}
            </Button>
          ) : null}
        </span>
      </div>
      <nav aria-label={beheer.navLabel}>
        <ul css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space(2)} ${t.space(5)}; list-style: none; padding: 0; margin: ${t.space(4)} 0;`}>
          {sectionsFor(user.role).map((section) => (
            <li key={section.segment}>
              <NavLink
                to={beheerPath(section.segment)}
                css={(t) => css`
                  display: inline-block; padding: ${t.space(2)} 0; font-weight: 600;
                  &[aria-current='page'] { text-decoration-thickness: 3px; }
                `}
              >
                {section.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
