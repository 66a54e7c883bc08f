/**
 * "Voorbeeld": the public page itself, in an iframe, in the real site layout, with `?voorbeeld=1`:
 * the kit's page hooks then read the draft from GET /api/admin/pages/:name/preview instead of the
 * live text. The footer's preview is the home page, which shows the footer. Saved first, so the
 * preview shows what was just typed. Only here, under its heading "Voorbeeld — nog niet
 * gepubliceerd", never as a bare tab: a visitor's layout carries no preview banner (zero bytes).
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { useEffect, useRef } from 'react';

import { pagesTexts } from '../../../texts';

export const previewUrl = (path: string | null): string => `${path ?? '/'}?voorbeeld=1`;

export function PreviewPanel({ label, path, reloadKey, onClose }: { label: string; path: string | null; reloadKey: number; onClose: () => void }) {
  const url = previewUrl(path);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened (or refreshed) from the bottom of the editor: bring it into view, and focus there for screen readers.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [reloadKey]);
  return (
    <section aria-labelledby="preview-title" css={(t) => css`margin: ${t.space(5)} 0;`}>
      <h3 id="preview-title" ref={heading} tabIndex={-1}>{pagesTexts.previewTitle}</h3>
      <iframe
        key={reloadKey}
        src={url}
        title={pagesTexts.previewFrame(label)}
        css={(t) => css`width: 100%; height: 70vh; border: 4px solid ${t.colors.secondary}; border-radius: ${t.radius};`}
      />
      <Button variant="ghost" onClick={onClose}>
        {pagesTexts.previewHide}
      </Button>
    </section>
  );
}
