import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S } from './sidebar-cookie';
import { useIsMobile } from './use-is-mobile';

/** docs/product/states.md#admin-sidebar: Ctrl+B or Cmd+B opens and closes the sidebar. */
const SIDEBAR_SHORTCUT = 'b';

function readSidebarCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === 'true' : true;
}

function writeSidebarCookie(isOpen: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${isOpen}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * The sidebar: open or icons-only on larger screens (kept 7 days in the 'sidebar_state' cookie,
 * docs/product/states.md#admin-sidebar, docs/product/limits.md#formats), a sheet on phones. `toggle` does whichever applies to the screen.
 */
export function useSidebarState() {
  const isMobile = useIsMobile();
  const [isOpen, setIsOpen] = useState(readSidebarCookie);
  const [isSheetOpen, setSheetOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setIsOpen(next);
    writeSidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setSheetOpen((open) => !open);
    else setOpen(!isOpen);
  }, [isMobile, isOpen, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, isOpen, isSheetOpen, setSheetOpen, toggle };
}
