import { MenuIcon, PanelLeftIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../../components/logo';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { AlarmSwitch } from '../../../features/admin-orders/components/alarm-switch';
import { ConnectionBar } from '../../../features/admin-orders/components/connection-bar';
import { DeskSkipLink } from '../../../features/admin-orders/components/desk-skip-link';
import { SoundBlockedOverlay } from '../../../features/admin-orders/components/sound-blocked-overlay';
import { useAdminEvents } from '../../../features/admin-orders/hooks/use-admin-events';
import { useAlarmLoop } from '../../../features/admin-orders/hooks/use-alarm-loop';
import { useScheduledReleases } from '../../../features/admin-orders/hooks/use-scheduled-releases';
import { useStaffRole } from '../../../admin/api/get-session';
import { canUse } from '../../../../domain/staff-roles';
import { SidebarContent } from './admin-sidebar';
import { useSidebarState } from './use-sidebar-state';

/**
 * Every admin screen but the ticket (docs/product/screens.md#admin-layout): the sidebar, a top bar with its
 * toggle and the new-order sound switch, and the screen. It holds the one live connection of the
 * back office, so new orders ring on whichever screen is open.
 */
export function AdminLayout({ banner }: { banner?: ReactNode }) {
  useAdminEvents();
  const role = useStaffRole();
  const hasDesk = role !== null && canUse(role, 'desk');
  const sidebar = useSidebarState();
  const isExpanded = sidebar.isMobile ? sidebar.isSheetOpen : sidebar.isOpen;

  return (
    // the storefront has no Radix tooltip: its provider lives with the back office
    <TooltipProvider>
      {/* printed (the reports' 'fechamento de caixa'), the screen alone: no sidebar, no bars */}
      <div className="flex min-h-dvh bg-stone-100 print:block print:min-h-0 print:bg-white">
        {hasDesk && <DeskSkipLink />}
        {/* docs/product/limits.md#back-office: 16rem open, 3rem with icons only */}
        <aside
          aria-label="Barra lateral"
          data-state={sidebar.isOpen ? 'expanded' : 'collapsed'}
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 overflow-hidden border-r border-stone-200 bg-white transition-[width] duration-200 md:block print:hidden',
            sidebar.isOpen ? 'w-64' : 'w-12',
          )}
        >
          <SidebarContent isCollapsed={!sidebar.isOpen} />
        </aside>

        {/* docs/product/limits.md#back-office: on phones a sheet from the left, 18rem */}
        <DialogPrimitive.Root open={sidebar.isSheetOpen} onOpenChange={sidebar.setSheetOpen}>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
            <DialogPrimitive.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl outline-none md:hidden"
            >
              <SidebarContent isSheet onNavigate={() => sidebar.setSheetOpen(false)} />
              <DialogPrimitive.Close
                className="absolute top-2.5 right-2.5 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
                aria-label="Fechar menu"
              >
                <XIcon className="size-5" aria-hidden />
              </DialogPrimitive.Close>
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-stone-200 bg-white/95 px-2 backdrop-blur md:px-4 print:hidden">
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  onClick={sidebar.toggle}
                  aria-label={sidebar.isMobile ? 'Abrir menu' : 'Alternar barra lateral'}
                  aria-expanded={isExpanded}
                  aria-keyshortcuts="Control+B Meta+B"
                  className="rounded-lg p-2 text-stone-700 hover:bg-stone-100"
                >
                  {sidebar.isMobile ? (
                    <MenuIcon className="size-5" aria-hidden />
                  ) : (
                    <PanelLeftIcon className="size-5" aria-hidden />
                  )}
                </button>
              </TooltipTrigger>
              <TooltipContent>Menu (Ctrl+B)</TooltipContent>
            </Tooltip>
            <Logo size="xs" name="" className="md:hidden" />
            {hasDesk && <DeskAlarm />}
            {hasDesk && <AlarmSwitch className="ml-auto" />}
          </header>
          <div className="print:hidden">
            <ConnectionBar />
            {banner}
          </div>
          <div className="mx-auto w-full max-w-6xl flex-1 px-3 py-5 sm:px-4 md:px-6 md:py-6 print:max-w-none print:p-0">
            <Outlet />
          </div>
        </div>
      </div>
    </TooltipProvider>
  );
}

/**
 * The new-order alarm and the scheduled releases: only for the roles that work the desk. When the
 * browser blocks the sound, a layer asks for the click that unlocks it.
 */
function DeskAlarm() {
  useAlarmLoop();
  useScheduledReleases();
  return <SoundBlockedOverlay />;
}
