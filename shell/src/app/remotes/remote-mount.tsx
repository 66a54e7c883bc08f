/**
 * Mounts one exposed module of a remote (`mf_agenda/AgendaPage`) lazily, inside Suspense and an
 * error boundary. A route whose scripts fail to load reloads the page once (guarded, spec §8),
 * then shows the error page with a retry; a widget shows a short Dutch message with a retry, so a
 * dead remote only hides its own section.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RetryAlert, Skeleton } from '@kerk/kit/design-system';
import { texts } from '@kerk/kit/texts';
import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';

import { ErrorPage } from '../../features/error-page/error-page';
import { firstViewOf, releaseFirstView } from './first-view';
import { isLoadFailure, reloadOnce } from './reload-guard';
import { RemoteBoundary } from './remote-boundary';
import { reRegisterRemote } from './remote-config';

type AnyProps = Record<string, unknown>;

function lazyRemote(id: string, onLoaded?: () => void) {
  return lazy(async () => {
    const mod = await loadRemote<{ default: ComponentType<AnyProps> }>(id);
    if (!mod || typeof mod.default !== 'function' && typeof mod.default !== 'object') {
      throw new Error(`Remote module ${id} has no default export`);
    }
    onLoaded?.();
    return { default: mod.default };
  });
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
  // A route's first mount on the page the server painted shows that paint until the remote is in.
  const [firstView] = useState(() => (kind === 'route' ? firstViewOf(window.location.pathname) : null));
  const Remote = useMemo(() => lazyRemote(id, kind === 'route' ? releaseFirstView : undefined), [id, kind, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const retry = () => {
    reRegisterRemote(id.split('/')[0]!);
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
    <RemoteBoundary key={attempt} fallback={fallback}>
      <Suspense
        fallback={firstView ? <div data-first-view-stand-in="" dangerouslySetInnerHTML={{ __html: firstView }} /> : (loading ?? <Skeleton lines={kind === 'route' ? 6 : 3} />)}
      >
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
