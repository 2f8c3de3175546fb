import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchUnopenedOrders, postOrderOpened, unopenedOrdersKey } from '../api/unopened-orders';
import { setOpenedReporter, setUnopenedOrders } from '../stores/alarm-store';

/** A desk whose live connection stays quiet still reads the set this often. */
const UNOPENED_RECHECK_MS = 30_000;

/**
 * Keeps the alarm on the server's set of orders nobody opened yet (decision 026): read when the
 * desk opens (so a reload never silences an order), again on every live event and reconnection
 * (the events invalidate it), and every 30 s. Openings made here are sent to the server; one that
 * fails is sent again on the next read that still lists the order.
 */
export function useUnopenedOrders() {
  const query = useQuery({
    queryKey: unopenedOrdersKey,
    queryFn: fetchUnopenedOrders,
    refetchInterval: UNOPENED_RECHECK_MS,
    refetchIntervalInBackground: true,
  });

  useEffect(() => {
    setOpenedReporter((orderId) => {
      postOrderOpened(orderId).catch(() => undefined);
    });
    return () => setOpenedReporter(() => undefined);
  }, []);

  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (!data) return;
    const serverNow = Date.parse(data.at);
    setUnopenedOrders(
      data.orders.map((order) => ({
        id: order.id,
        waitedMs: Math.max(0, serverNow - Date.parse(order.since)),
      })),
      dataUpdatedAt,
    );
  }, [data, dataUpdatedAt]);
}
