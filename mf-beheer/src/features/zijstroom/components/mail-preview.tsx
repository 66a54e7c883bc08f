/**
 * The mail as a mail client shows it: the HTML exactly as it is sent (CSS inlined, photos at their
 * sizes), in a sandboxed frame that runs nothing and reaches nothing of this app; and, on the other
 * tab, the plain-text version that goes with it. Above: the subject, the PDF, how many get it.
 */
import { css } from '@emotion/react';
import type { ZijstroomPreview } from '@kerk/kit/api-types';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

import { zijstroomTexts } from '../../../texts';
import { sizeText } from '../utils/issue-status';

const t = zijstroomTexts.issue;
const TABS = ['mail', 'text'] as const;
type Tab = (typeof TABS)[number];

const tabStyle = (selected: boolean) => (th: import('@emotion/react').Theme) => css`
  min-height: 44px; padding: ${th.space(2)} ${th.space(4)}; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid ${th.colors.border}; border-bottom: ${selected ? `3px solid ${th.colors.primary}` : `1px solid ${th.colors.border}`};
  background: ${selected ? th.colors.surface : th.colors.surfaceAlt}; color: ${th.colors.text};
`;

export function MailPreview({ preview, title }: { preview: ZijstroomPreview; title: string }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('mail');
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ mail: null, text: null });
  // The tabs pattern of WAI-ARIA: the arrow keys move between the tabs.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    buttons.current[next]?.focus();
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{zijstroomTexts.issue.previewTitle}</h4>
      <p>
        {t.subject(preview.subject)}
        {preview.attachment ? (
          <>
            <br />
            {t.attachment(preview.attachment.name, sizeText(preview.attachment.bytes))}
          </>
        ) : null}
      </p>
      <div role="tablist" aria-label={t.tabsLabel} onKeyDown={onKey} css={css`display: flex; flex-wrap: wrap;`}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => void (buttons.current[name] = node)}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            css={tabStyle(tab === name)}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-mail-panel`} aria-labelledby={`${id}-mail`} hidden={tab !== 'mail'}>
        <iframe
          title={t.frameTitle(title)}
          sandbox=""
          srcDoc={preview.html}
          css={(th) => css`display: block; width: 100%; height: 70vh; min-height: 24rem; border: 1px solid ${th.colors.border};`}
        />
      </div>
      <div role="tabpanel" id={`${id}-text-panel`} aria-labelledby={`${id}-text`} hidden={tab !== 'text'} tabIndex={0}>
        <pre css={(th) => css`white-space: pre-wrap; font-size: 1rem; line-height: 1.5; padding: ${th.space(4)}; border: 1px solid ${th.colors.border}; margin: 0;`}>{preview.text}</pre>
      </div>
    </section>
  );
}
