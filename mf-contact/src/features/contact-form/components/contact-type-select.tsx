/** 'Soort contact': the types from GET /api/contact-types, or a retry when they could not be loaded. */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import { texts } from '../../../texts';

import { useGetContactTypesQuery } from '../api/contact-api';
import { FormField } from './form-field';

const t = texts.contact;

export function ContactTypeSelect({ serverError }: { serverError?: string }) {
  const { data: types, isLoading, isError, refetch } = useGetContactTypesQuery();
  return (
    <>
      <FormField as="select" name="contactType" label={t.fields.contactType} disabled={!types} serverError={serverError}>
        {types ? (
          <>
            <option value="">{t.chooseType}</option>
            {types.map((type) => (
              <option key={type.key} value={type.key}>
                {type.label}
              </option>
            ))}
          </>
        ) : (
          <option value="">{isLoading ? t.typesLoading : t.chooseType}</option>
        )}
      </FormField>
      {isError ? (
        <Alert tone="error">
          <span css={(theme) => css`margin-right: ${theme.space(3)};`}>{t.typesFailed}</span>
          <Button variant="ghost" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
