import { LockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  canOpenPage,
  homePathOf,
  NO_ACCESS_MESSAGE,
  type AdminPage,
} from '../../../domain/staff-roles';
import { useStaffRole } from '../api/get-session';

const HOME_LABELS = {
  '/admin/dashboard': 'Ir para o Dashboard',
  '/admin/cozinha': 'Ir para a Cozinha',
} as const satisfies Record<string, string>;

/**
 * A back-office screen opened by a role that may not use it (decision 039): a clear page with a
 * way to the role's own screen, never a broken one. The server refuses the data anyway.
 */
export function RequirePage({ page, children }: { page: AdminPage; children: ReactNode }) {
  const role = useStaffRole();
  if (role === null || canOpenPage(role, page)) return children;
  const home = homePathOf(role) as keyof typeof HOME_LABELS;
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="rounded-full bg-stone-200 p-3 text-stone-700">
        <LockIcon className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-bold text-stone-900">{NO_ACCESS_MESSAGE}</h1>
      <p className="text-stone-700">
        Se precisar dela, peça ao dono da pizzaria para mudar a sua função na equipe.
      </p>
      <Link
        to={home}
        className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {HOME_LABELS[home] ?? 'Voltar'}
      </Link>
    </main>
  );
}
