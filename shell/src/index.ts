// The async boundary that lets module federation negotiate shared singletons before React loads.
// `eager` keeps the boundary but bundles bootstrap into the entry chunk: the shell's singletons are
// eager anyway, and a separate chunk would be one more round trip before the first render.
//
// Start-up is cut into tasks: first the browser paints the server's page, then React DOM, the
// store's libraries, the router's and emotion, the app's components and the start itself are
// evaluated in turn, each in a task of its own, so that no
// single long task keeps a slow phone from painting or answering a tap (Total Blocking Time).

/** The next task, after the browser had a chance to paint (a hidden tab does not paint: 100 ms at most). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await afterPaint();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@kerk/kit/store');
  await nextTask();
  await Promise.all([import(/* webpackMode: "eager" */ '@kerk/kit/router'), import(/* webpackMode: "eager" */ '@emotion/react')]);
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void boot();
