/**
 * "Gebruikers" (beheerder only): every account with its role, status and last sign-in; change a
 * role (with "Ongedaan maken"), switch an account off after a confirmation or on again, send a new
 * one-time link, and invite someone. What the API refuses (the last beheerder) is shown in its own
 * Dutch words; what succeeded is said in a status line.
 */
import { css } from '@emotion/react';
import { accounts } from '@kerk/kit/accounts';
import type { ManagedUser, Role } from '@kerk/kit/api-types';
import { Alert, Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

import { DataTable } from '../../../lib/data-table';
import { accountTexts } from '../../../texts';
import { useCheckSessionMutation } from '../../../lib/admin-session';
import { useSession } from '../../../lib/use-session';
import { useListUsersQuery, useSendLinkMutation, useUpdateUserMutation } from '../api/users-api';
import { InviteForm } from './invite-form';
import { UserRow } from './user-row';

const t = accountTexts.users;

type Notice = { tone: 'success' | 'error'; text: string; undo?: () => void };

export function UsersSection() {
  const currentEmail = useSession().user?.email;
  const { data: users, isLoading, isError } = useListUsersQuery();
  const [updateUser, { isLoading: updating }] = useUpdateUserMutation();
  const [sendLink, { isLoading: sending }] = useSendLinkMutation();
  const [checkSession] = useCheckSessionMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<ManagedUser | null>(null);

  const failed = (error: unknown) => setNotice({ tone: 'error', text: (error as ApiError).message || t.failed });

  const change = async (user: ManagedUser, body: { role?: Role; active?: boolean }, undoable: boolean) => {
    setNotice(null);
    const result = await updateUser({ id: user.id, ...body });
    if (result.error) return failed(result.error);
    const updated = result.data;
    // A beheerder who made themselves a redacteur (another beheerder remains) loses this page now.
    if (updated.email === currentEmail && updated.role !== user.role) void checkSession();
    const text =
      body.role !== undefined ? t.roleChanged(updated.email, accounts.labels.roles[updated.role].toLowerCase()) : updated.active ? t.reactivated(updated.email) : t.deactivated(updated.email);
    const undo = undoable ? () => void change(updated, body.role !== undefined ? { role: user.role } : { active: user.active }, false) : undefined;
    setNotice({ tone: 'success', text, undo });
  };

  const link = async (user: ManagedUser) => {
    setNotice(null);
    const result = await sendLink(user.id);
    if (result.error) return failed(result.error);
    setNotice({ tone: 'success', text: result.data.message });
  };

  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      {notice ? (
        <Alert tone={notice.tone}>
          {notice.text}{' '}
          {notice.undo ? (
            <Button variant="ghost" onClick={notice.undo}>
              {t.undo}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {confirming ? (
        <div role="group" aria-labelledby="confirm-deactivate" css={(theme) => css`border: 2px solid ${theme.colors.danger}; padding: ${theme.space(4)}; margin: ${theme.space(4)} 0;`}>
          <p id="confirm-deactivate">{t.confirmDeactivate(confirming.email)}</p>
          <span css={(theme) => css`display: inline-flex; gap: ${theme.space(3)};`}>
            <Button
              onClick={() => {
                setConfirming(null);
                void change(confirming, { active: false }, true);
              }}
            >
              {t.confirmYes}
            </Button>
            {/* The focus on the safe choice: Enter does not switch anyone off by accident. */}
            <Button variant="ghost" autoFocus onClick={() => setConfirming(null)}>
              {t.confirmNo}
            </Button>
          </span>
        </div>
      ) : null}
      {isLoading ? <p role="status">{t.loading}</p> : null}
      {isError ? <Alert tone="error">{t.loadFailed}</Alert> : null}
      {users ? (
        <DataTable caption={t.tableCaption} columns={Object.values(t.columns)}>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.email === currentEmail}
              busy={updating || sending}
              onRole={(role) => void change(user, { role }, true)}
              onDeactivate={() => setConfirming(user)}
              onReactivate={() => void change(user, { active: true }, true)}
              onSendLink={() => void link(user)}
            />
          ))}
        </DataTable>
      ) : null}
      <InviteForm onInvited={(email) => setNotice({ tone: 'success', text: accounts.messages.invited(email) })} />
    </section>
  );
}
