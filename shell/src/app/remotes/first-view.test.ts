import { captureFirstView, handOverFirstViewFocus } from './first-view';

/** The server's first view, as first-view.ts (api) paints it into #root. */
const PAINTED = `<div class="fv" data-first-view="">
  <a class="fv-skip" href="#main">Naar de inhoud</a>
  <header class="fv-bar"><div><a class="fv-logo" href="/"><span>Protestantse Gemeente</span></a><div class="fv-tools"></div></div></header>
  <div class="fv-page"><nav class="fv-crumbs" aria-label="Kruimelpad"><ol><li><a href="/">Home</a></li><li><span aria-current="page">Agenda</span></li></ol></nav>
  <main id="main" tabindex="-1" data-first-view-main=""><header class="fv-ph"><h1>Agenda</h1></header></main></div>
</div>`;

/** What React renders in its place: the same links, in the shell's own markup. */
const RENDERED = `<div>
  <a href="#main" data-testid="skip">Naar de inhoud</a>
  <header><a href="/" data-testid="logo">Protestantse Gemeente</a><button type="button">Zoeken</button></header>
  <nav aria-label="Hoofdmenu"><a href="/" data-testid="menu-home">Home</a></nav>
  <nav aria-label="Kruimelpad"><a href="/" data-testid="crumb-home">Home</a></nav>
  <main id="main" tabindex="-1"><h1>Agenda</h1></main>
</div>`;

function paint(): HTMLElement {
  document.body.innerHTML = `<div id="root">${PAINTED}</div>`;
  return document.getElementById('root')!;
}

const focus = (selector: string) => document.querySelector<HTMLElement>(selector)!.focus();
const focusedTestId = () => (document.activeElement as HTMLElement | null)?.dataset.testid ?? document.activeElement?.id ?? document.activeElement?.tagName;

describe('the first view hands the focus over to the rendered page', () => {
  it.each([
    ['the skip link', '.fv-skip', 'skip'],
    ['the logo', '.fv-logo', 'logo'],
    ['a breadcrumb linking home (not the logo, not the menu)', '.fv-crumbs a', 'crumb-home'],
    ['the main part, reached through the skip link', 'main', 'main'],
  ])('%s keeps its place when React replaces the first view', (_name, selector, expected) => {
    const root = paint();
    captureFirstView();
    focus(selector);
    root.innerHTML = RENDERED;
    handOverFirstViewFocus();
    expect(focusedTestId()).toBe(expected);
  });

  it('notices focus that was already in the first view before it was captured', () => {
    const root = paint();
    focus('.fv-logo');
    captureFirstView();
    root.innerHTML = RENDERED;
    handOverFirstViewFocus();
    expect(focusedTestId()).toBe('logo');
  });

  it('takes no focus when the visitor had none in the first view', () => {
    const root = paint();
    captureFirstView();
    root.innerHTML = RENDERED;
    handOverFirstViewFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where it is once the visitor moved on, and hands over only once', () => {
    const root = paint();
    captureFirstView();
    focus('.fv-logo');
    root.innerHTML = RENDERED;
    focus('[data-testid="crumb-home"]');
    handOverFirstViewFocus();
    expect(focusedTestId()).toBe('crumb-home');
    (document.activeElement as HTMLElement).blur();
    handOverFirstViewFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
