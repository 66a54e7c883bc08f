/** One account in the users table: its address, role (a select that saves at once), status, last sign-in and actions. */
import { css } from '@emotion/react';
import { accounts, ROLES } from '@kerk/kit/accounts';
import type { ManagedUser, Role } from '@kerk/kit/api-types';
import { formatDateTime } from '@kerk/kit/dates';
import { Badge, Button } from '@kerk/kit/design-system';

import { accountTexts } from '../../../texts';

const t = accountTexts.users;

export interface UserRowProps {
  user: ManagedUser;
  /** The signed-in beheerder's own row: no "Uitschakelen" (the API refuses it too). */
  isSelf: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
  onSendLink: () => void;
}

export function UserRow({ user, isSelf, busy, onRole, onDeactivate, onReactivate, onSendLink }: UserRowProps) {
  return (
    <tr>
      <td data-label={t.columns.email}>
        {user.email} {isSelf ? t.you : null}
      </td>
      <td data-label={t.columns.role}>
        <select
          aria-label={t.roleLabel(user.email)}
          value={user.role}
          disabled={busy}
          onChange={(event) => onRole(event.target.value as Role)}
          css={(theme) => css`min-height: 44px; font: inherit; padding: 0 ${theme.space(2)};`}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {accounts.labels.roles[role]}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t.columns.status}>
        <span css={(theme) => css`display: inline-flex; flex-wrap: wrap; gap: ${theme.space(2)};`}>
          <Badge tone={user.active ? 'neutral' : 'accent'}>{user.active ? t.active : t.inactive}</Badge>
          {user.passwordSet ? null : <Badge tone="accent">{t.passwordNotSet}</Badge>}
        </span>
      </td>
      <td data-label={t.columns.lastSignIn}>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t.never}</td>
      <td data-label={t.columns.actions}>
        <span css={(theme) => css`display: inline-flex; flex-wrap: wrap; gap: ${theme.space(2)};`}>
          {user.active && !isSelf ? (
            <Button variant="ghost" disabled={busy} onClick={onDeactivate} aria-label={`${t.deactivate}: ${user.email}`}>
              {t.deactivate}
            </Button>
          ) : null}
          {user.active ? null : (
            <Button variant="ghost" disabled={busy} onClick={onReactivate} aria-label={`${t.reactivate}: ${user.email}`}>
              {t.reactivate}
            </Button>
          )}
          {user.active ? (
            <Button variant="ghost" disabled={busy} onClick={onSendLink} aria-label={`${t.sendLink}: ${user.email}`}>
              {t.sendLink}
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
