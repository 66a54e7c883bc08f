/** The list of search results: type label, linked title, date and excerpt, as text with the found words marked. */
import { css } from '@emotion/react';
import { formatDate } from '@kerk/kit/dates';
import { Badge, Card } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import { Link } from '@kerk/kit/router';

import type { SearchResult } from '../api/search-api';
import { resultPath, resultTypeLabel } from '../utils/result-link';
import { MarkedText } from './marked-text';

const t = texts.content.search;

export function SearchResults({ results }: { results: SearchResult[] }) {
  return (
    <section aria-label={t.resultsLabel}>
      <p css={(th) => css`color: ${th.colors.textMuted};`}>{t.count(results.length)}</p>
      <ol css={(th) => css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${th.space(3)};`}>
        {results.map((result) => (
          <li key={`${result.type}-${result.id}`}>
            <Card data-result-type={result.type}>
              <p css={(th) => css`margin: 0 0 ${th.space(1)}; display: flex; gap: ${th.space(3)}; align-items: center; flex-wrap: wrap;`}>
                <Badge tone={result.type === 'service' ? 'primary' : result.type === 'news' ? 'neutral' : 'accent'}>{resultTypeLabel(result.type)}</Badge>
                {result.date ? <time dateTime={result.date}>{formatDate(result.date)}</time> : null}
              </p>
              <h2 css={css`margin: 0 0 0.25em; font-size: 1.2rem;`}>
                <Link to={resultPath(result.type, result.id)}>
                  <MarkedText text={result.title} marks={result.titleMarks} />
                </Link>
              </h2>
              {result.excerpt ? (
                <p css={css`margin: 0;`}>
                  <MarkedText text={result.excerpt} marks={result.excerptMarks} />
                </p>
              ) : null}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
