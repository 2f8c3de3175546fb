import type { AdminProduct } from '../../../../domain/admin-catalogue';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { Switch } from '../../../admin/ui/switch';
import { useSetProductAvailability } from '../api/set-product-availability';

/**
 * Pauses or resumes one product at once: a paused product shows as 'Esgotado' in every open
 * storefront within seconds (decision 027) and the API refuses orders for it.
 */
export function AvailabilitySwitch({ product }: { product: AdminProduct }) {
  const change = useSetProductAvailability();
  return (
    <Switch
      checked={product.isAvailable}
      aria-label={`${product.name} disponível`}
      disabled={change.isPending}
      onCheckedChange={(isAvailable) =>
        change.mutate(
          { productId: product.id, isAvailable },
          {
            onSuccess: () =>
              toast.success(isAvailable ? 'Produto disponível' : 'Produto pausado', {
                id: `availability-${product.id}`,
                description: isAvailable
                  ? `${product.name} voltou ao cardápio.`
                  : `${product.name} aparece como Esgotado no cardápio.`,
              }),
            onError: (error) =>
              toast.error('Erro ao alterar a disponibilidade', {
                id: `availability-${product.id}`,
                description: serverMessage(error, 'Tente novamente.'),
              }),
          },
        )
      }
    />
  );
}
