import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { catalogueFromMenu } from '../../../../domain/cart';
import { reorderFromSnapshot } from '../../../../domain/reorder';
import { getMenu, menuQueryKey } from '../../../api/get-menu';
import { getTrackedOrder, isOrderNotFound } from '../../../api/get-tracked-order';
import { useFlavourRule } from '../../../api/use-flavour-rule';
import { ApiError } from '../../../lib/api-client';
import { cartActions } from '../../../stores/cart-store';
import { reorderStateOf, type ReorderNotice } from '../../../stores/reorder-notice';

export type ReorderState =
  | { kind: 'idle' }
  | { kind: 'loading'; publicId: string }
  | { kind: 'failed'; publicId: string; message: string };

function failureMessage(error: unknown): string {
  if (isOrderNotFound(error)) return 'Não encontramos mais este pedido.';
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
    return 'Sem conexão. Verifique sua internet e tente novamente.';
  }
  return 'Não foi possível carregar o pedido. Tente novamente.';
}

/**
 * 'Pedir de novo' (docs/decisions/033): the order's items, read through its tracking link (the
 * only way the server gives an order back to a customer), go into the cart at today's prices;
 * the cart then says what was left out.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rule = useFlavourRule();
  const [state, setState] = useState<ReorderState>({ kind: 'idle' });

  async function reorder(publicId: string, orderNumber: number) {
    setState({ kind: 'loading', publicId });
    try {
      const [order, menu] = await Promise.all([
        getTrackedOrder(publicId),
        // today's menu, not what this page was opened with
        queryClient.fetchQuery({
          queryKey: menuQueryKey,
          queryFn: ({ signal }) => getMenu(signal),
          staleTime: 0,
        }),
      ]);
      const { lines, dropped } = reorderFromSnapshot(
        order.items,
        catalogueFromMenu(menu),
        rule,
        Date.now(),
      );
      if (lines.length === 0) {
        setState({
          kind: 'failed',
          publicId,
          message: `Nenhum item deste pedido está disponível hoje. Não está mais disponível: ${dropped.join('; ')}`,
        });
        return;
      }
      for (const line of lines) cartActions.add(line);
      setState({ kind: 'idle' });
      const notice: ReorderNotice = { orderNumber, added: lines.length, dropped };
      await navigate('/cart', { state: reorderStateOf(notice) });
    } catch (error) {
      setState({ kind: 'failed', publicId, message: failureMessage(error) });
    }
  }

  return { state, reorder };
}
