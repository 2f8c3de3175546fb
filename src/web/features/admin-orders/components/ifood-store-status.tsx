import { ShoppingBagIcon } from 'lucide-react';
import { ifoodStoreStatusText } from '../../../../domain/admin-ifood';
import { Badge } from '../../../components/ui/badge';
import { useIfoodStoreStatus } from '../api/ifood';

/** The store open or closed on iFood, on the desk's bar; nothing while no store is connected. */
export function IfoodStoreStatus() {
  const query = useIfoodStoreStatus();
  const status = query.data;
  if (!status?.connected) return null;
  const tone =
    status.state === null
      ? 'border-amber-700 text-amber-900'
      : status.isOpen
        ? 'border-emerald-700 text-emerald-800'
        : 'border-red-700 text-red-800';
  return (
    <Badge variant="bare" className={`border ${tone}`} title={status.message ?? undefined}>
      <ShoppingBagIcon className="size-3" aria-hidden />
      {ifoodStoreStatusText(status)}
    </Badge>
  );
}
