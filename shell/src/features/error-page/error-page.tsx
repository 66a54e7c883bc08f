/**
 * The error page of spec §2: status code, the Dutch title for that code (default for others),
 * and 'Terug naar de homepagina', which clears the error and goes to /. It never shows breadcrumbs.
 * Rendered on the server too (an unknown path or record, an unreadable address: site-html.ts).
 */
import { css } from '@emotion/react';
import { Button, LinkButton } from '@kerk/kit/design-system';
import { useDocumentMeta } from '@kerk/kit/page';
import { clearRouteError, setHideBreadcrumbs, useAppDispatch } from '@kerk/kit/store';
import { errors, texts } from '@kerk/kit/texts';
import { useEffect } from 'react';


export const errorTitle = (status: number): string => errors.titles[status] ?? errors.defaultTitle;
export const errorMessage = (status: number): string => errors.messages[status] ?? errors.defaultMessage;

export interface ErrorPageProps {
  status: number;
  /** Extra explanation (e.g. which part could not be loaded). */
  detail?: string;
  onRetry?: () => void;
}

export function ErrorPage({ status, detail, onRetry }: ErrorPageProps) {
  const dispatch = useAppDispatch();
  const title = errorTitle(status);

  // The tab title follows the rule of every page ('Niet gevonden | <site>'), as the server's 404 head.
  useDocumentMeta(title);
  useEffect(() => {
    dispatch(setHideBreadcrumbs(true));
  }, [dispatch]);


  return (
    <section aria-labelledby="error-title" css={(t) => css`padding: ${t.space(8)} 0; text-align: center;`}>
      <p css={(t) => css`font-size: 4rem; font-weight: 700; margin: 0; color: ${t.colors.action};`}>
        <span className="visually-hidden" css={css`position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);`}>
          {errors.statusLabel}{' '}
        </span>
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      <p>{detail ?? errorMessage(status)}</p>
      <div css={(t) => css`display: flex; gap: ${t.space(3)}; justify-content: center; flex-wrap: wrap;`}>
        {onRetry ? (
          <Button variant="ghost" onClick={onRetry}>
            {texts.common.retry}
          </Button>
        ) : null}
        {/* A link (it works without JavaScript too); on the home page itself it only clears the error. */}
        <LinkButton to="/" onClick={() => dispatch(clearRouteError())}>
          {errors.backHome}
        </LinkButton>
      </div>
    </section>
  );
}
