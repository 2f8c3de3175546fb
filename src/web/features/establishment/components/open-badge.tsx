import { Badge } from '../../../components/ui/badge';

export function OpenBadge({ isOpen }: { isOpen: boolean }) {
  return <Badge variant={isOpen ? 'open' : 'closed'}>{isOpen ? 'Aberto' : 'Fechado'}</Badge>;
}
