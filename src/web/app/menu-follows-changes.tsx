import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuQueryKey } from '../api/get-menu';
import { afterLoad } from '../lib/after-load';

/** The server's menu-change stream (docs/decisions/027-sold-out-switches.md). */
const MENU_EVENTS_URL = '/api/menu/events';

/**
 * An open storefront follows the catalogue live: when staff pause or resume something ('Acabou'),
 * the server says so on `/api/menu/events` and the menu is read again at once (an ETag makes
 * it cheap), so the menu, the search, the wizard and the cart show it within seconds. Each
 * reconnection reads the menu too: a change made while the connection was down is not missed. The
 * first connection does not: the menu came with the page a moment before (the menu's own minute
 * refresh covers a change in that moment). Opened once the page has loaded; renders nothing.
 */
export function MenuFollowsChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let stream: EventSource | null = null;
    const readMenuAgain = () => {
      void queryClient.invalidateQueries({ queryKey: menuQueryKey });
    };
    const cancelLoad = afterLoad(() => {
      stream = new EventSource(MENU_EVENTS_URL);
      stream.addEventListener('menu', readMenuAgain);
      let hasOpened = false;
      stream.addEventListener('open', () => {
        if (hasOpened) readMenuAgain();
        hasOpened = true;
      });
    });
    return () => {
      cancelLoad();
      stream?.close();
    };
  }, [queryClient]);
  return null;
}
