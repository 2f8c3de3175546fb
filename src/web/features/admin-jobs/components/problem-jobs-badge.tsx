import { cn } from '../../../lib/cn';
import { useStaffRole } from '../../../admin/api/get-session';
import { canUse } from '../../../../domain/staff-roles';
import { useProblemJobCount } from '../api/jobs-api';

/**
 * The sidebar's count of 'Tarefas com problema' (docs/decisions/049), shown only when there is
 * one; it follows `jobs.changed` live. Collapsed, a dot on the icon.
 */
export function ProblemJobsBadge({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const role = useStaffRole();
  const count = useProblemJobCount(role !== null && canUse(role, 'jobs'));
  if (!count.data) return null;
  const label = `${count.data} ${count.data === 1 ? 'tarefa com problema' : 'tarefas com problema'}`;
  return (
    <span
      className={cn(
        'rounded-full bg-red-700 text-xs font-bold text-white tabular-nums',
        isCollapsed
          ? 'absolute top-1 right-1 grid size-4 place-items-center text-[0.625rem]'
          : 'min-w-5 px-1.5 py-0.5 text-center',
      )}
      aria-label={label}
      title={label}
    >
      {count.data > 99 ? '99+' : count.data}
    </span>
  );
}
