/**
 * The editing app at the site map's `beheer` path and below (the row is a splat): the heading
 * "Beheer", then the sign-in screen until someone is signed in, then the editors' layout with its
 * sections. It renders in the shell's main area, below the public header: editors keep the way
 * back to the site they edit (the server sends /beheer as the shell alone: it is not rendered there).
 * The composition of this remote's features lives here, in its one expose: `SCREENS` names the
 * screen of each section (the sections and who may open them: features/editor-layout/sections.ts).
 */
import { css } from '@emotion/react';
import { ENGINE_TYPES, type EngineType } from '@kerk/kit/content-types';
import { useDocumentMeta } from '@kerk/kit/page';
import { Link, Navigate, Route, Routes } from '@kerk/kit/router';
import { lazy, Suspense, type ReactNode, useRef } from 'react';

import {
  beheerPath,
  EditorLayout,
  FORGOT_PASSWORD_SEGMENT,
  mayOpen,
  NoAccess,
  SECTIONS,
  SET_PASSWORD_SEGMENT,
  type SectionSegment,
} from '../features/editor-layout';
import { AuditLog } from '../features/audit-log';
import { ChurchesSection } from '../features/churches';
import { MediaSection } from '../features/media';
import { ForgotPassword, IdleWarningDialog, SetPassword, SignInAgainDialog, SignInForm, useSignOutEverywhereMutation } from '../features/session';
import { RegistrationsSection } from '../features/registrations';
import { ServicesSection } from '../features/services';
import { SiteSettingsSection } from '../features/site-settings';
import { TaskGroupsSection } from '../features/task-groups';
import { UsersSection } from '../features/users';
import { LeaveGuardProvider } from '../lib/content/leave-guard';
import { useSession } from '../lib/use-session';
import { beheer } from '../texts';

/** A section, once its code has loaded. */
function Loaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">{beheer.loading}</p>}>{children}</Suspense>;
}

// The rich-text editor (Tiptap: most of this remote's bytes) loads when a section that writes with
// it opens ("Pagina's", "Nieuws", "Zijstroom", "Agenda", "Pastoraal team"), not with the sign-in screen.
const PagesSection = lazy(() => import('../features/pages').then((m) => ({ default: m.PagesSection })));
const NewsSection = lazy(() => import('../features/news').then((m) => ({ default: m.NewsSection })));
const AgendaSection = lazy(() => import('../features/agenda').then((m) => ({ default: m.AgendaSection })));
const PastorsSection = lazy(() => import('../features/pastoral-team').then((m) => ({ default: m.PastorsSection })));
const PurposesSection = lazy(() => import('../features/giving').then((m) => ({ default: m.PurposesSection })));
const TypeSection = lazy(() => import('../lib/content/type-section').then((m) => ({ default: m.TypeSection })));
const ZijstroomSection = lazy(() => import('../features/zijstroom').then((m) => ({ default: m.ZijstroomSection })));

/** The screen of each section, by its segment (a section's own routes go below `<segment>/*`). */
const SCREENS: Record<SectionSegment, ReactNode> = {
  paginas: (
    <Loaded>
      <PagesSection basePath={beheerPath('paginas')} />
    </Loaded>
  ),
  kerkdiensten: <ServicesSection />,
  collectedoelen: (
    <Loaded>
      <PurposesSection />
    </Loaded>
  ),
  nieuws: (
    <Loaded>
      <NewsSection />
    </Loaded>
  ),
  zijstroom: (
    <Loaded>
      <ZijstroomSection />
    </Loaded>
  ),
  agenda: (
    <Loaded>
      <AgendaSection />
    </Loaded>
  ),
  aanmeldingen: <RegistrationsSection />,
  'pastoraal-team': (
    <Loaded>
      <PastorsSection />
    </Loaded>
  ),
  kerken: <ChurchesSection />,
  taakgroepen: <TaskGroupsSection />,
  fotos: <MediaSection />,
  instellingen: <SiteSettingsSection />,
  gebruikers: <UsersSection />,
  logboek: <AuditLog />,
  // Every engine type's section, from its declaration.
  ...(Object.fromEntries(
    ENGINE_TYPES.map((type) => [
      type.section,
      <Loaded key={type.kind}>
        <TypeSection type={type} />
      </Loaded>,
    ]),
  ) as Record<EngineType['section'], ReactNode>),
};

/** The one-time link's page, signed in or not (setting a password ends the account's sessions). */
const setPassword = <SetPassword signInTo={beheerPath()} forgotPasswordTo={beheerPath(FORGOT_PASSWORD_SEGMENT)} />;

function SignedOut({ sessionEnded, email }: { sessionEnded: boolean; email?: string }) {
  return (
    <Routes>
      <Route path={FORGOT_PASSWORD_SEGMENT} element={<ForgotPassword signInTo={beheerPath()} />} />
      <Route path={SET_PASSWORD_SEGMENT} element={setPassword} />
      <Route path="*" element={<SignInForm forgotPasswordTo={beheerPath(FORGOT_PASSWORD_SEGMENT)} sessionEnded={sessionEnded} email={email} />} />
    </Routes>
  );
}

function NotFound() {
  return (
    <p>
      {beheer.notFound} <Link to={beheerPath()}>{beheer.backToStart}</Link>
    </p>
  );
}

export default function BeheerApp() {
  const { status, user: signedIn, reason, endedFor, session, signOut } = useSession();
  const [signOutEverywhere] = useSignOutEverywhereMutation();
  // Who was at work here: when the server ends the session, their screen stays (with all they typed)
  // and the sign-in opens over it. Signing out on purpose, or another account, is the sign-in screen.
  const lastUser = useRef(signedIn);
  if (signedIn) lastUser.current = signedIn;
  const kept = reason === 'ended' && lastUser.current && lastUser.current.email === endedFor ? lastUser.current : null;
  if (!signedIn && !kept) lastUser.current = null;
  const user = signedIn ?? kept;
  useDocumentMeta(beheer.title);
  return (
    <div>
      <h1 css={(t) => css`margin-top: 0; margin-bottom: ${t.space(2)};`}>{beheer.title}</h1>
      {status === 'loading' ? (
        <p role="status">{beheer.loading}</p>
      ) : user ? (
        <LeaveGuardProvider>
          <EditorLayout user={user} onSignOut={() => void signOut()} onSignOutEverywhere={() => void signOutEverywhere()}>
            {signedIn ? <IdleWarningDialog session={session} onSignOut={() => void signOut()} /> : <SignInAgainDialog email={user.email} forgotPasswordTo={beheerPath(FORGOT_PASSWORD_SEGMENT)} />}
            <Routes>
              <Route index element={<p>{beheer.chooseSection}</p>} />
              {SECTIONS.map((section) => (
                <Route
                  key={section.segment}
                  path={`${section.segment}/*`}
                  element={mayOpen(section, user.role) ? SCREENS[section.segment] : <NoAccess title={section.title} />}
                />
              ))}
              {/* Signed in, the sign-in screens lead back to the start. */}
              <Route path={FORGOT_PASSWORD_SEGMENT} element={<Navigate to={beheerPath()} replace />} />
              <Route path={SET_PASSWORD_SEGMENT} element={setPassword} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </EditorLayout>
        </LeaveGuardProvider>
      ) : (
        <SignedOut sessionEnded={reason === 'ended'} email={endedFor} />
      )}
    </div>
  );
}
