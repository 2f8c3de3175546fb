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
import { useApproveMember } from '../api/approve-member';
import { useTeam } from '../api/get-team';
import { useRemoveMember } from '../api/remove-member';

const ROLE_LABELS: Readonly<Record<TeamMember['role'], string>> = {
  owner: 'Proprietário',
  admin: 'Administrador',
};

/**
 * 'Equipe' (PRODUCT.md, Admin): the accounts of the back office. A registration after the owner's
 * waits here until someone approves it; the owner and one's own account cannot be removed.
 */
export function TeamSection() {
  const team = useTeam();
  const timeZone = useShopTimeZone();
  const { data: me } = useSession();
  const approve = useApproveMember();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const members = team.data?.members ?? [];

  function approveMember(member: TeamMember) {
    approve.mutate(member.id, {
      onSuccess: () =>
        toast.success('Conta aprovada', {
          description: `${member.email} já pode entrar no painel.`,
        }),
      onError: (error) =>
        toast.error('Erro ao aprovar conta', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
    });
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
          Contas com acesso ao painel. Novos cadastros aguardam a aprovação de um administrador.
        </p>
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
                    <Badge variant="outline">{ROLE_LABELS[member.role]}</Badge>
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
                <div className="flex shrink-0 gap-2">
                  {isPending && (
                    <Button
                      size="sm"
                      variant="success"
                      disabled={approve.isPending}
                      onClick={() => approveMember(member)}
                    >
                      Aprovar
                    </Button>
                  )}
                  {member.role !== 'owner' && !isMe && (
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
