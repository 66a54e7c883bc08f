/**
 * Hydration on demand (docs/server-rendering.md, Hydration). `HydrateWhen` is a Suspense boundary whose
 * child waits on a gate (React's `use(promise)`). While the browser hydrates the server's page, a
 * closed gate leaves that part's server HTML exactly as it is: visible, its links working, and the
 * remote's remoteEntry.js and chunks not even requested. The gate opens on the first pointer or
 * focus inside, and (variant `visible`, the default) when the part comes near the viewport
 * (IntersectionObserver, 200px ahead) or (variant `idle`) also when the browser is idle. A part
 * that needs no script until it is used (links only) can wait for `interaction` alone. `prepare`
 * (loading the remote's module) runs before it opens, so the part hydrates in one go. Each gate hydrates on its own, as its own task.
 * On an older page standing in for a late render (`data-stale`) every part waits for `idle` at most.
 *
 * Only parts the server rendered wait: on the server and on a page rendered anew (no server HTML,
 * or a later visit of the route in the same session) the gate is open from the start, so nothing
 * is ever blank. React discards a closed part's server HTML when an update reaches it before it
 * hydrated (risk 6): its fallback then opens the gate, so it renders at once instead of waiting.
 */
import { isStalePage } from '@kerk/kit/page';
import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';

export type HydrateTrigger = 'visible' | 'idle' | 'interaction';

/** How far ahead of the viewport a part starts to load and hydrate. */
export const ROOT_MARGIN = '200px';

/** The idle variant waits at most this long for an idle moment. */
export const IDLE_TIMEOUT_MS = 2000;

/** What may let a part hydrate in place: 'hydrate', or 'anew' (its server HTML cannot be adopted, e.g. another release). */
export type GateResult = 'hydrate' | 'anew';

let hydrating = false;

/** Bootstrap: the coming render hydrates the server's page (gates start closed). */
export function beginHydration(): void {
  hydrating = true;
}

/** Bootstrap, after the first commit: later mounts (another route, a return to this one) render at once. */
export function endHydration(): void {
  hydrating = false;
}

interface Gate {
  promise: Promise<GateResult>;
  open: () => void;
  opened: boolean;
}

function createGate(prepare?: () => Promise<GateResult>): Gate {
  let resolve!: () => void;
  const triggered = new Promise<void>((r) => (resolve = r));
  const gate: Gate = {
    promise: triggered.then(() => (prepare ? prepare().catch((): GateResult => 'hydrate') : 'hydrate')),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
    opened: false,
  };
  return gate;
}

/** Waits on the gate (suspends while it is closed); renders the children once it is open. */
const Gated = memo(function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // 'anew': HydrateWhen swaps this boundary for a fresh one; never hydrate the server HTML meanwhile.
  if (use(gate.promise) === 'anew') use(never);
  return children;
});

const never = new Promise<never>(() => undefined);

/** The fallback commits only when the part is rendered in the browser (never over server HTML): open the gate. */
function OpenOnMount({ gate, children }: { gate: Gate; children?: ReactNode }) {
  useEffect(() => gate.open(), [gate]);
  return children ?? null;
}

export interface HydrateWhenProps {
  /** 'visible': near the viewport (or touched, or focused); 'idle': also when the browser is idle; 'interaction': touched or focused only. */
  when?: HydrateTrigger;
  /** Runs after the trigger and before the part hydrates, e.g. loading the remote's module. */
  prepare?: () => Promise<GateResult>;
  /** Shown only if the part has to render in the browser without server HTML; sized like it. */
  fallback?: ReactNode;
  /** Keep this element stable (memoize it): a changed child before the gate opens costs the server HTML. */
  children: ReactNode;
}

export function HydrateWhen({ when: asked = 'visible', prepare, fallback, children }: HydrateWhenProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Decided once, while hydrating the server's page; on the server (no window) there is no gate.
  const [gate] = useState<Gate | null>(() => (hydrating && typeof window !== 'undefined' ? createGate(prepare) : null));
  // An older page standing in for a late render: every part hydrates once the browser is idle and
  // asks for its data of now, instead of showing the older page's until it is scrolled to or used.
  const [when] = useState<HydrateTrigger>(() => (gate && isStalePage() ? 'idle' : asked));
  const [anew, setAnew] = useState(false);

  useEffect(() => {
    if (!gate || gate.opened) return;
    const element = ref.current;
    const cleanups: (() => void)[] = [];
    const open = () => gate.open();
    if (element) {
      // On the document, in the capture phase: React stops a discrete event that reaches a part
      // still waiting to hydrate at its root, before a listener on the part would see it.
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target) && open();
      for (const type of ['pointerdown', 'pointerover', 'focusin', 'touchstart'] as const) {
        document.addEventListener(type, inside, { passive: true, capture: true });
        cleanups.push(() => document.removeEventListener(type, inside, { capture: true }));
      }
      if (when === 'interaction') {
        // Nothing else opens it: its server HTML (links) serves until a visitor reaches for it.
      } else if (typeof IntersectionObserver === 'function') {
        const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: ROOT_MARGIN });
        observer.observe(element);
        cleanups.push(() => observer.disconnect());
      } else open();
    }
    if (when === 'idle') {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
        cleanups.push(() => window.cancelIdleCallback(handle));
      } else {
        const handle = window.setTimeout(open, IDLE_TIMEOUT_MS);
        cleanups.push(() => window.clearTimeout(handle));
      }
    }
    // Another release than the server's: drop the server HTML and render this part anew.
    let live = true;
    void gate.promise.then((result) => live && result === 'anew' && setAnew(true));
    return () => {
      live = false;
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [gate, when]);

  return (
    <div ref={ref} data-hydrate-when={asked}>
      <Suspense key={anew ? 'anew' : 'server'} fallback={gate ? <OpenOnMount gate={gate}>{fallback}</OpenOnMount> : fallback}>
        {gate && !anew ? <Gated gate={gate}>{children}</Gated> : children}
      </Suspense>
    </div>
  );
}
