import { useState } from 'react';
import type { TeamMember } from '../../../../domain/admin-catalogue';
import { formatDate } from '../../../../domain/date-format';
import { useShopTimeZone } from '../../../api/get-establishment';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { useSession } from '../../../admin/api/get-session';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { useApproveMember, useChangeMemberRole } from '../api/approve-member';
import { NativeSelect } from '../../../admin/ui/select';
import {
  STAFF_ROLE_HINTS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '../../../../domain/staff-roles';
import { useTeam } from '../api/get-team';
import { useRemoveMember } from '../api/remove-member';

/** A registration is approved as an attendant unless the owner picks another role. */
const DEFAULT_APPROVAL_ROLE: StaffRole = 'attendant';

/**
 * 'Equipe' (docs/product/principles.md#back-office; decision 039): the accounts of the back office and their roles. A
 * registration waits here until the owner approves it with a role; the owner can change a role
 * later. Nobody changes or removes their own account, and the last active owner stays an owner.
 */
export function TeamSection() {
  const team = useTeam();
  const timeZone = useShopTimeZone();
  const { data: me } = useSession();
  const approve = useApproveMember();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  // the role picked for each registration awaiting approval
  const [approvalRoles, setApprovalRoles] = useState<Readonly<Record<number, StaffRole>>>({});
  const members = team.data?.members ?? [];
  const activeOwners = members.filter((m) => m.role === 'owner' && m.status === 'active').length;

  function approveMember(member: TeamMember) {
    const role = approvalRoles[member.id] ?? DEFAULT_APPROVAL_ROLE;
    approve.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () =>
          toast.success('Conta aprovada', {
            description: `${member.email} já pode entrar no painel como ${STAFF_ROLE_LABELS[role]}.`,
          }),
        onError: (error) =>
          toast.error('Erro ao aprovar conta', {
            description: serverMessage(error, 'Tente novamente.'),
          }),
      },
    );
  }

  function changeMemberRole(member: TeamMember, role: StaffRole) {
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () =>
          toast.success('Função alterada', {
            description: `${member.email} agora é ${STAFF_ROLE_LABELS[role]}.`,
          }),
        onError: (error) =>
          toast.error('Erro ao mudar a função', {
            description: serverMessage(error, 'Tente novamente.'),
          }),
      },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    const member = removing;
    remove.mutate(member.id, {
      onSuccess: () =>
        toast.success('Conta removida', {
          description: `${member.email} não tem mais acesso ao painel.`,
        }),
      // 409 CANNOT_REMOVE_SELF / CANNOT_REMOVE_OWNER: the server's own words
      onError: (error) =>
        toast.error('Erro ao remover conta', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <section
      aria-labelledby="team-title"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="border-b border-stone-200 px-4 py-3 md:px-5">
        <h2 id="team-title" className="text-lg font-bold text-stone-900">
          Equipe
        </h2>
        <p className="text-sm text-stone-600">
          Contas com acesso ao painel. Novos cadastros aguardam a sua aprovação: escolha a função de
          cada pessoa ao aprovar. Contas aprovadas antes das funções existirem ficaram como
          Atendente; mude a função se precisar.
        </p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs text-stone-600 sm:grid-cols-2">
          {STAFF_ROLES.map((role) => (
            <div key={role}>
              <dt className="inline font-semibold text-stone-800">{STAFF_ROLE_LABELS[role]}:</dt>{' '}
              <dd className="inline">{STAFF_ROLE_HINTS[role]}</dd>
            </div>
          ))}
        </dl>
      </div>
      {team.isPending ? (
        <div className="py-10 text-center">
          <Spinner label="Carregando equipe..." />
        </div>
      ) : team.isError ? (
        <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <p className="text-stone-700">Não foi possível carregar a equipe. {team.error.message}</p>
          <Button variant="outline" onClick={() => void team.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label="Contas da equipe">
          {members.map((member) => {
            const isMe = member.id === me?.id;
            const isPending = member.status === 'pending';
            const isLastOwner =
              member.role === 'owner' && member.status === 'active' && activeOwners <= 1;
            const canChange = !isMe && !isPending && !isLastOwner;
            return (
              <li
                key={member.id}
                aria-label={member.email}
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between md:px-5"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-all text-stone-900">
                    {member.email}
                    {isMe && <span className="font-normal text-stone-600"> (você)</span>}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
                    {/* the role picker shows it where the role can change */}
                    {!isPending && !canChange && (
                      <Badge variant="outline">{STAFF_ROLE_LABELS[member.role]}</Badge>
                    )}
                    {isPending ? (
                      <Badge variant="bare" className="bg-amber-100 text-amber-900">
                        Aguardando aprovação
                      </Badge>
                    ) : (
                      <Badge variant="bare" className="bg-green-100 text-green-900">
                        Ativo
                      </Badge>
                    )}
                    <span>Cadastro em {formatDate(member.createdAt, timeZone)}</span>
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  {isPending && (
                    <>
                      <NativeSelect
                        aria-label={`Função de ${member.email}`}
                        className="w-40"
                        value={approvalRoles[member.id] ?? DEFAULT_APPROVAL_ROLE}
                        onChange={(event) =>
                          setApprovalRoles((current) => ({
                            ...current,
                            [member.id]: event.target.value as StaffRole,
                          }))
                        }
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {STAFF_ROLE_LABELS[role]}
                          </option>
                        ))}
                      </NativeSelect>
                      <Button
                        size="sm"
                        variant="success"
                        disabled={approve.isPending}
                        onClick={() => approveMember(member)}
                      >
                        Aprovar
                      </Button>
                    </>
                  )}
                  {canChange && (
                    <NativeSelect
                      aria-label={`Função de ${member.email}`}
                      className="w-40"
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) =>
                        changeMemberRole(member, event.target.value as StaffRole)
                      }
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {STAFF_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                  {!isMe && !isLastOwner && (
                    <Button size="sm" variant="dangerOutline" onClick={() => setRemoving(member)}>
                      Remover
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(isOpen) => !isOpen && !remove.isPending && setRemoving(null)}
        title={removing ? `Remover ${removing.email} da equipe?` : ''}
        description={
          removing?.status === 'pending'
            ? 'O cadastro é recusado e a conta é apagada.'
            : 'A conta perde o acesso ao painel na hora. Esta ação não pode ser desfeita.'
        }
        confirmLabel={remove.isPending ? 'Removendo...' : 'Remover'}
        isPending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
