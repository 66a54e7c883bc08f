/**
 * Mounts one exposed module of a remote (`mf_agenda/AgendaPage`) lazily, inside Suspense and an
 * error boundary. A route whose scripts fail to load reloads the page once (guarded, spec §8),
 * then shows the error page with a retry; a widget shows a short Dutch message with a retry, so a
 * dead remote only hides its own section.
 *
 * A module the render already has in hand (remote-modules.tsx: loaded by the server before it
 * rendered) is rendered directly. On the server, a module not in hand throws inside the Suspense
 * boundary: React then writes the fallback with its client-render marker, and the browser renders
 * that part itself. Every mount sits in a `display: contents` wrapper naming the module and the
 * release it was rendered with (`data-remote`, `data-v`), so the browser can tell a remote deployed
 * in between (docs/server-rendering.md, Hydration).
 */
import { RetryAlert, Skeleton } from '@kerk/kit/design-system';
import { texts } from '@kerk/kit/texts';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';

import { ErrorPage } from '../../features/error-page/error-page';
import { isLoadFailure, reloadOnce } from './reload-guard';
import { RemoteBoundary } from './remote-boundary';
import { reRegisterRemote } from './remote-config';
import { loadRemoteModule, remoteNameOf, useRemoteModule, type AnyProps } from './remote-modules';
import { remoteVersionOf } from './remote-versions-plugin';

function lazyRemote(id: string) {
  return lazy(async () => {
    const { Component } = await loadRemoteModule(id);
    return { default: Component };
  });
}

/** On the server: a module not in hand leaves its part to the browser (React's client-render marker). */
function RenderedInBrowser({ id }: { id: string }): never {
  throw new Error(`${id} is rendered in the browser`);
}

export interface RemoteMountProps {
  /** `<federation name>/<expose>`, e.g. `mf_content/PrivacyPage`. */
  id: string;
  kind: 'route' | 'widget';
  props?: AnyProps;
  /** Shown while the remote loads; sized like the result to avoid layout jumps. */
  loading?: ReactNode;
}

export function RemoteMount({ id, kind, props, loading }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const { server, state } = useRemoteModule(id);
  // The module in hand, unless a retry asks the remote for it anew.
  const loaded = attempt === 0 && state && state !== 'clientOnly' ? state : null;
  const Lazy = useMemo(
    () => (loaded || server ? null : lazyRemote(id)),
    [id, kind, attempt, Boolean(loaded), server], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const Remote = loaded?.Component ?? Lazy;
  const retry = () => {
    reRegisterRemote(remoteNameOf(id));
    setAttempt((n) => n + 1);
  };

  const fallback = (error: Error) => {
    if (kind === 'route') {
      if (isLoadFailure(error) && reloadOnce()) return <Skeleton lines={6} />;
      return <ErrorPage status={isLoadFailure(error) ? 503 : 500} detail={texts.common.remoteFailed} onRetry={retry} />;
    }
    return <RetryAlert tone="info" data-remote-failed={id} message={`${texts.common.remoteFailed} ${texts.common.remoteFailedHelp}`} onRetry={retry} />;
  };

  return (
    <div data-remote={id} data-v={loaded ? loaded.version : remoteVersionOf(remoteNameOf(id))} style={{ display: 'contents' }}>
      <RemoteBoundary key={attempt} fallback={fallback}>
        <Suspense fallback={loading ?? <Skeleton lines={kind === 'route' ? 6 : 3} />}>
          {Remote ? <Remote {...props} /> : <RenderedInBrowser id={id} />}
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
