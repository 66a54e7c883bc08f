/**
 * The spam trap: a field people never see or reach (off-screen, aria-hidden, out of the tab order,
 * no autofill), which bots fill in. The API then pretends success and drops the message.
 */
import { css } from '@emotion/react';
import { texts } from '../../../texts';
import { Field } from 'react-final-form';

const offScreen = css`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export function HoneypotField() {
  return (
    <div aria-hidden="true" css={offScreen}>
      <label htmlFor="contact-website">{texts.contact.honeypot}</label>
      <Field<string> name="website">
        {({ input }) => <input {...input} id="contact-website" type="text" tabIndex={-1} autoComplete="off" />}
      </Field>
    </div>
  );
}
