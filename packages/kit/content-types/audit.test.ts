/** A content type's audit actions and their Dutch labels come from its declaration. */
import { accounts, AUDIT_ACTIONS } from '../accounts';
import { collectionActionLabelsOf, collectionActionsOf, CONTENT_TYPES } from '.';

describe('the audit actions of a content type', () => {
  it('are its five, or a fixed type\'s two, named after its kind', () => {
    expect(collectionActionsOf(CONTENT_TYPES.service)).toEqual(['service_created', 'service_updated', 'service_deleted', 'service_restored', 'service_revision_restored']);
    expect(collectionActionsOf(CONTENT_TYPES.church)).toEqual(['church_updated', 'church_revision_restored']);
    for (const type of Object.values(CONTENT_TYPES)) expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(collectionActionsOf(type)));
  });

  it('are said in Dutch with the name the log gives an item', () => {
    expect(collectionActionLabelsOf(CONTENT_TYPES.service)).toEqual({
      service_created: 'Kerkdienst toegevoegd',
      service_updated: 'Kerkdienst gewijzigd',
      service_deleted: 'Kerkdienst naar de prullenbak',
      service_restored: 'Kerkdienst teruggezet uit de prullenbak',
      service_revision_restored: 'Eerdere versie van een kerkdienst teruggezet',
    });
    expect(accounts.labels.actions.zijstroom_revision_restored).toBe('Eerdere versie van een Zijstroom teruggezet');
    expect(accounts.labels.actions.pastor_created).toBe('Teamlid toegevoegd');
    expect(accounts.labels.actions.church_updated).toBe('Kerk gewijzigd');
  });
});
