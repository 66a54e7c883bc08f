import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { INITIAL_DATA_ID } from '@kerk/kit/page';
import { STALE_ATTRIBUTE } from '@kerk/kit/ssr';

import { beginHydration, endHydration, HydrateWhen, IDLE_TIMEOUT_MS, type GateResult, type HydrateTrigger } from './hydrate-when';

/** An IntersectionObserver the test drives: `enter()` reports every observed element in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  static enter() {
    for (const o of FakeObserver.all) o.callback(o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as never);
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const ui = (prepare?: () => Promise<GateResult>, when?: HydrateTrigger) => (
  <main>
    <h1>Welkom</h1>
    <HydrateWhen when={when} prepare={prepare} fallback={<p>laden</p>}>
      <Counter label="Diensten" />
    </HydrateWhen>
  </main>
);

describe('HydrateWhen', () => {
  let errors: jest.SpyInstance;
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    FakeObserver.all = [];
    Object.assign(window, { IntersectionObserver: FakeObserver });
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    errors = jest.spyOn(console, 'error');
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    endHydration();
    container.remove();
    errors.mockRestore();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  async function hydrateServerHtml(prepare?: () => Promise<GateResult>, when?: HydrateTrigger) {
    const problems: unknown[] = [];
    container.innerHTML = renderToString(ui(prepare, when));
    const serverButton = container.querySelector('button')!;
    beginHydration();
    await act(async () => {
      root = hydrateRoot(container, ui(prepare, when), { onRecoverableError: (error) => problems.push(error) });
    });
    endHydration();
    return { serverButton, problems };
  }

  it('keeps the server HTML untouched and inert until the part comes into view, then hydrates it in place', async () => {
    const prepare = jest.fn(async (): Promise<GateResult> => 'hydrate');
    const { serverButton, problems } = await hydrateServerHtml(prepare);
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton).toHaveTextContent('Diensten 0');
    expect(container.querySelector('[data-hydrate-when]')).toBeInTheDocument();
    await act(async () => serverButton.click());
    expect(serverButton).toHaveTextContent('Diensten 0');
    expect(prepare).not.toHaveBeenCalled();

    await act(async () => FakeObserver.enter());
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton).toHaveTextContent('Diensten 1');
    expect(problems).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  /** `event` inside the part opens its gate: the server's own button then counts a click, with no warning. */
  async function expectHydratedBy(event: Event, serverButton: HTMLElement, problems: unknown[]) {
    await act(async () => serverButton.dispatchEvent(event));
    await act(async () => undefined);
    await act(async () => serverButton.click());
    expect(serverButton).toHaveTextContent('Diensten 1');
    expect(container.querySelector('button')).toBe(serverButton);
    expect(problems).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  }

  it('opens on the first pointer or focus inside', async () => {
    const { serverButton, problems } = await hydrateServerHtml();
    await expectHydratedBy(new FocusEvent('focusin', { bubbles: true }), serverButton, problems);
  });

  it('waits for a pointer inside alone in the interaction variant, even in view', async () => {
    const { serverButton, problems } = await hydrateServerHtml(undefined, 'interaction');
    await act(async () => FakeObserver.enter());
    await act(async () => serverButton.click());
    expect(serverButton).toHaveTextContent('Diensten 0');
    await expectHydratedBy(new Event('pointerover', { bubbles: true }), serverButton, problems);
  });

  it('hydrates an interaction-only part once the browser is idle on an older page standing in for a late render (data-stale)', async () => {
    const marker = document.createElement('script');
    marker.type = 'application/json';
    marker.id = INITIAL_DATA_ID;
    marker.setAttribute(STALE_ATTRIBUTE, '');
    marker.textContent = '{}';
    document.body.append(marker);
    jest.useFakeTimers();
    try {
      const { serverButton, problems } = await hydrateServerHtml(undefined, 'interaction');
      await act(async () => serverButton.click());
      expect(serverButton).toHaveTextContent('Diensten 0');
      // jsdom has no requestIdleCallback: the idle variant's timeout opens the gate.
      await act(async () => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
      await act(async () => serverButton.click());
      expect(serverButton).toHaveTextContent('Diensten 1');
      expect(container.querySelector('button')).toBe(serverButton);
      expect(problems).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      marker.remove();
    }
  });

  it('renders the part anew, never hydrating it, when prepare says its server HTML cannot be adopted', async () => {
    const { serverButton, problems } = await hydrateServerHtml(async () => 'anew');
    await act(async () => FakeObserver.enter());
    const button = container.querySelector('button')!;
    expect(button).not.toBe(serverButton);
    await act(async () => button.click());
    expect(button).toHaveTextContent('Diensten 1');
    expect(problems).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders at once on a page rendered in the browser (no server HTML to wait with)', async () => {
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(ui());
    });
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button).toHaveTextContent('Diensten 1');
    expect(FakeObserver.all.every((o) => o.elements.length === 0)).toBe(true);
  });
});
