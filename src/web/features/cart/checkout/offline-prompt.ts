import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FOCUS_HEADING_ON_ARRIVAL } from '../../../lib/focus-on-arrival';
import { getPendingOrders, onOrderSent } from '../../../stores/pending-orders';

export interface OfflinePrompt {
  /** The queued order's key: the sheet closes once the server has it. */
  orderKey: string;
  whatsapp: string;
  text: string;
}

/**
 * The sheet an order queued offline opens ('Você está offline', with WhatsApp). Once the queue
 * sends that order, the sheet closes by itself (its 'Continuar pelo WhatsApp' would send the
 * order twice) and the order's page opens, as after any order (decision 040).
 */
export function useOfflinePrompt() {
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<OfflinePrompt | null>(null);
  const key = prompt?.orderKey ?? null;
  useEffect(() => {
    if (key === null) return;
    // sent before the sheet listened (a tab that synced first): nothing to offer any more
    if (!getPendingOrders().some((order) => order.id === key)) {
      setPrompt(null);
      return;
    }
    return onOrderSent((sentKey, placed) => {
      if (sentKey !== key) return;
      setPrompt(null);
      navigate(`/pedido/${placed.publicId}`, { replace: true, state: FOCUS_HEADING_ON_ARRIVAL });
    });
  }, [key, navigate]);
  return { prompt, setPrompt };
}
