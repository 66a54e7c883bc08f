/** The box a form of the list opens in (by phone, the seats, a message): its heading, a sentence, the form. */
import { css } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function Panel({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a button: the focus moves to the panel's heading, so a screen reader says where it is.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={id}
      css={(t) => css`max-width: 36rem; margin: ${t.space(4)} 0; padding: ${t.space(4)}; border: 2px solid ${t.colors.border}; border-radius: ${t.radius}; background: ${t.colors.surface};`}
    >
      <h4 id={id} ref={heading} tabIndex={-1} css={css`margin-top: 0; font-size: 1.25rem;`}>
        {title}
      </h4>
      {intro ? <p>{intro}</p> : null}
      {children}
    </section>
  );
}
