/**
 * Next to the save button: when the article appears on the site ("Verschijnt direct", "Verschijnt
 * op zondag 29 november 2026 om 08.15", or not at all), following the date, time and "Publiceren"
 * fields as they change. Polite, so a screen reader hears the new moment after a field changed.
 */
import { publishMomentText, type PublishFields } from '../utils/publish-moment';

export interface PublishMomentProps extends PublishFields {
  /** The app's clock (ms), as the form started: what "direct" is compared with. */
  now: number;
}

export function PublishMoment({ now, ...fields }: PublishMomentProps) {
  return (
    <span aria-live="polite" data-publish-moment="">
      {publishMomentText(fields, now)}
    </span>
  );
}
