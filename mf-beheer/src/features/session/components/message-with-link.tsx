/**
 * A sentence of the API's that quotes the name of a screen of this app (the kit's
 * FORGOT_PASSWORD_NAME: '… aan met "Wachtwoord vergeten".'): the quoted name becomes a link to that
 * screen, so the words stay the API's and the way there is one click. A sentence without the name
 * (an older API) gets the link after it.
 */
import { Link } from '@kerk/kit/router';

export interface MessageWithLinkProps {
  message: string;
  /** The screen's name as the sentence quotes it (without the quotes). */
  name: string;
  to: string;
}

export function MessageWithLink({ message, name, to }: MessageWithLinkProps) {
  const quoted = `"${name}"`;
  const at = message.indexOf(quoted);
  if (at < 0) {
    return (
      <>
        {message} <Link to={to}>{name}</Link>
      </>
    );
  }
  return (
    <>
      {message.slice(0, at)}
      <Link to={to}>{name}</Link>
      {message.slice(at + quoted.length)}
    </>
  );
}
