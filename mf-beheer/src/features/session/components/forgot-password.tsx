/** "Wachtwoord vergeten": an honest notice until the one-time links of the admin API exist. */
import { Link } from '@kerk/kit/router';

import { beheer } from '../../../texts';

const t = beheer.forgotPassword;

export function ForgotPassword({ signInTo }: { signInTo: string }) {
  return (
    <section aria-labelledby="forgot-password-title">
      <h2 id="forgot-password-title">{t.title}</h2>
      <p>{t.comingNext}</p>
      <Link to={signInTo}>{t.back}</Link>
    </section>
  );
}
