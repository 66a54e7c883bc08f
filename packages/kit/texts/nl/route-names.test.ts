import { routeNames } from '.';

describe("kit 0.2's route names (deprecated)", () => {
  it('are still there for remotes built against 0.2, derived from the site map', () => {
    expect(routeNames).toMatchObject({
      '': 'Home',
      nieuws: 'Nieuws',
      diensten: 'Diensten',
      evenement: 'Evenement',
      gemeente: 'Gemeente',
      'pastoraal-team': 'Pastoraal team',
      taakgroepen: 'Taakgroepen',
      'taakgroep-youth': 'Jeugd',
      stroom: 'Stroom',
      'onze-kerken': 'Onze kerken',
    });
  });
});
