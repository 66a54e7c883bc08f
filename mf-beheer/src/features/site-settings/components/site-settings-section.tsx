/**
 * The Instellingen section (`/beheer/instellingen`, beheerder only): the church's details and
 * social media, then who receives each kind of contact message, then the account for the
 * collections (issue 34). Three saves, each of its own, so a change of one never refuses or
 * overwrites another.
 */
import { RetryAlert } from '@kerk/kit/design-system';

import { beheer, siteSettingsTexts as t } from '../../../texts';
import { useGetAdminSettingsQuery, useGetContactRoutingQuery } from '../api/site-settings-api';
import { ContactRoutingForm } from './contact-routing-form';
import { GivingSettingsForm } from './giving-settings-form';
import { SettingsForm } from './settings-form';


export function SiteSettingsSection() {
  const settings = useGetAdminSettingsQuery();
  const routing = useGetContactRoutingQuery();
  const failed = (settings.isError && !settings.data) || (routing.isError && !routing.data);

  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{beheer.sections.settings}</h2>
      <p>{t.intro}</p>
      {failed ? (
        <RetryAlert
          message={t.loadFailed}
          onRetry={() => {
            void settings.refetch();
            void routing.refetch();
          }}
        />
      ) : !settings.data || !routing.data ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <SettingsForm query={{ ...settings, data: settings.data }} />
          <ContactRoutingForm query={{ ...routing, data: routing.data }} />
          <GivingSettingsForm />
        </>
      )}
    </section>
  );
}
