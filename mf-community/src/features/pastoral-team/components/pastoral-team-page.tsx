/** /gemeente/pastoraal-team: the `municipality-pastors` page with the team between intro and content. */
import { StorePage } from '@kerk/kit/page';

import { TeamList } from './team-list';

export function PastoralTeamPage() {
  return <StorePage name="municipality-pastors" beforeContent={<TeamList />} />;
}
