/**
 * Why a remote's component threw on the server. `renderToString` (the page's render, render-page.tsx)
 * keeps React's Suspense semantics but passes every render error to a no-op (react-dom 19.3.1's
 * legacy server renderer: its `onError` is `function onError() {}`): the part is client-rendered
 * and the error is gone. So when a loaded module's mount comes back with the client-render marker,
 * the page is rendered once more with `prerenderToNodeStream`, whose `onError` sees each error and
 * its component stack. The digest React writes for it into that mount's `<template data-dgst>`
 * ties each error to its module. Used only after a render failed, never on a page's way out.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export interface RenderError {
  /** `<federation name>/<expose>`. */
  module: string;
  /** The error's stack (or message), then React's component stack. */
  error: string;
}

const DIGEST = 'kerk-render-error-';

const describe = (error: unknown, componentStack?: string) =>
  `${error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)}${componentStack ? `\nComponent stack:${componentStack}` : ''}`;

/** The errors of `modules`' mounts when `element` is rendered, by module; a render past `ms` is cut off. */
export async function renderErrorsOf(element: ReactNode, modules: string[], ms: number): Promise<RenderError[]> {
  const seen: string[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(ms),
    onError(error, info) {
      seen.push(describe(error, info.componentStack ?? undefined));
      return `${DIGEST}${seen.length - 1}`;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const errors: RenderError[] = [];
  for (const [, module, template] of html.matchAll(/<div data-remote="([^"]+)"[^>]*><!--\$!--><template([^>]*)>/g)) {
    const index = new RegExp(`data-dgst="${DIGEST}(\\d+)"`).exec(template!)?.[1];
    if (modules.includes(module!) && index !== undefined) errors.push({ module: module!, error: seen[Number(index)]! });
  }
  return errors;
}
