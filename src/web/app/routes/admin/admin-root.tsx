import '../../../admin/admin.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { createAdminQueryClient } from '../../../admin/api/admin-query-client';
import { LoginPage } from '../../../features/admin-auth/components/login-page';
import { RegisterPage } from '../../../features/admin-auth/components/register-page';
import { RequireSession } from '../../../features/admin-auth/components/require-session';
import { CustomersPage } from '../../../features/admin-customers/components/customers-page';
import { DashboardPage } from '../../../features/admin-dashboard/components/dashboard-page';
import { DriversPage } from '../../../features/admin-drivers/components/drivers-page';
import { AdminLayout } from '../../layouts/admin/admin-layout';
import { AlarmSettingsSection } from '../../../features/admin-orders/components/alarm-settings-section';
import { OrdersPage } from '../../../features/admin-orders/components/orders-page';
import { NewOrderButton } from '../../../features/admin-counter/components/new-order-button';
import { NewOrderPage } from '../../../features/admin-counter/components/new-order-page';
import { ReportsPage } from '../../../features/admin-reports/components/reports-page';
import { DriverClosingPage } from '../../../features/admin-driver-closing/components/driver-closing-page';
import { ReconciliationPage } from '../../../features/admin-pix-reconciliation/components/reconciliation-page';
import { ProblemJobsPage } from '../../../features/admin-jobs/components/problem-jobs-page';
import { ProductsPage } from '../../../features/admin-products/components/products-page';
import { PricesPage } from '../../../features/admin-prices/components/prices-page';
import { PromotionsPage } from '../../../features/admin-promotions/components/promotions-page';
import { SettingsPage } from '../../../features/admin-settings/components/settings-page';
import { TicketPage } from '../../../features/admin-ticket/components/ticket-page';
import { CardPrintState } from '../../../features/admin-printing/components/card-print-state';
import { PrinterPanel } from '../../../features/admin-printing/components/printer-panel';
import { PrintClosingButton } from '../../../features/admin-printing/components/print-closing-button';
import { CashPage } from '../../../features/admin-cash/components/cash-page';
import { TablesPage } from '../../../features/admin-tables/components/tables-page';
import { QrSheetPage } from '../../../features/admin-tables/components/qr-sheet-page';
import { ComandasPage } from '../../../features/admin-tables/components/comandas-page';
import { BillPage } from '../../../features/admin-tables/components/bill-page';
import { ClosingPage } from '../../../features/admin-cash/components/closing-page';
import { DeskExtensionsProvider, type DeskExtensions } from '../../../admin/order/desk-extensions';
import { ConfigAlert } from '../../../features/health/components/config-alert';
import { NotFoundPage } from '../not-found-page';
import { RequirePage } from '../../../admin/access/require-page';
import { useSession } from '../../../admin/api/get-session';
import { KitchenSettingsSection } from '../../../features/admin-kitchen/components/kitchen-settings-section';
import { KitchenRoute } from './kitchen-route';
import { DispatchPage } from '../../../features/admin-dispatch/components/dispatch-page';
import { SendWithDriverLink } from '../../../features/admin-dispatch/components/send-with-driver-link';
import { SoldOutButton } from '../../../features/admin-sold-out/components/sold-out-panel';
import { homePathOf } from '../../../../domain/staff-roles';

/** The orders desk with its thermal printer (docs/decisions/028). */
const DESK_EXTENSIONS: DeskExtensions = {
  deskTools: <PrinterPanel />,
  cardActions: (order) => (
    <>
      <SendWithDriverLink order={order} />
      <CardPrintState order={order} />
    </>
  ),
};

/** `/admin`: the role's own screen (the kitchen for a cook); the login when nobody is signed in. */
function HomeRedirect() {
  const session = useSession();
  if (session.isPending) return null;
  return <Navigate to={session.data ? homePathOf(session.data.role) : 'dashboard'} replace />;
}

/** Screens without the sidebar: the backend alert on top, never on paper. */
function BareLayout() {
  return (
    <div className="min-h-dvh bg-stone-100 print:min-h-0 print:bg-white">
      <div className="print:hidden">
        <ConfigAlert />
      </div>
      <Outlet />
    </div>
  );
}

/**
 * The back office's routes (docs/product/screens.md#admin-layout), in their own chunk: the storefront never loads this code.
 * The admin has its own query client (docs/product/limits.md#back-office: no refetch on window focus, no retry; a 401 ends
 * the session).
 */
export function AdminRoot() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route index element={<HomeRedirect />} />
        <Route element={<BareLayout />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
        <Route element={<RequireSession />}>
          <Route element={<BareLayout />}>
            <Route
              path="cozinha"
              element={
                <RequirePage page="kitchen">
                  <KitchenRoute />
                </RequirePage>
              }
            />
            <Route
              path="orders/:id/ticket"
              element={
                <RequirePage page="orders">
                  <TicketPage />
                </RequirePage>
              }
            />
            <Route
              path="tables/qr"
              element={
                <RequirePage page="tables">
                  <QrSheetPage />
                </RequirePage>
              }
            />
            <Route
              path="comandas/:id/conta"
              element={
                <RequirePage page="comandas">
                  <BillPage />
                </RequirePage>
              }
            />
          </Route>
          <Route element={<AdminLayout banner={<ConfigAlert />} />}>
            <Route
              path="dashboard"
              element={
                <RequirePage page="dashboard">
                  <DashboardPage />
                </RequirePage>
              }
            />
            <Route
              path="orders"
              element={
                <RequirePage page="orders">
                  <DeskExtensionsProvider value={DESK_EXTENSIONS}>
                    <OrdersPage
                      soldOutAction={<SoldOutButton />}
                      newOrderAction={<NewOrderButton />}
                    />
                  </DeskExtensionsProvider>
                </RequirePage>
              }
            />
            <Route
              path="orders/new"
              element={
                <RequirePage page="orders">
                  <NewOrderPage />
                </RequirePage>
              }
            />
            <Route
              path="entregas"
              element={
                <RequirePage page="dispatch">
                  <DispatchPage />
                </RequirePage>
              }
            />
            {/* the kitchen's screen moved to /admin/cozinha (decision 058): old bookmarks follow */}
            <Route path="kitchen" element={<Navigate to="/admin/cozinha" replace />} />
            <Route
              path="comandas"
              element={
                <RequirePage page="comandas">
                  <ComandasPage />
                </RequirePage>
              }
            />
            <Route
              path="entregadores"
              element={
                <RequirePage page="drivers">
                  <DriversPage />
                </RequirePage>
              }
            />
            <Route
              path="tables"
              element={
                <RequirePage page="tables">
                  <TablesPage />
                </RequirePage>
              }
            />
            <Route
              path="customers"
              element={
                <RequirePage page="customers">
                  <CustomersPage />
                </RequirePage>
              }
            />
            <Route
              path="products"
              element={
                <RequirePage page="products">
                  <ProductsPage soldOutAction={<SoldOutButton />} />
                </RequirePage>
              }
            />
            <Route
              path="prices"
              element={
                <RequirePage page="prices">
                  <PricesPage />
                </RequirePage>
              }
            />
            <Route
              path="promotions"
              element={
                <RequirePage page="promotions">
                  <PromotionsPage />
                </RequirePage>
              }
            />
            <Route
              path="reports"
              element={
                <RequirePage page="reports">
                  <ReportsPage />
                </RequirePage>
              }
            />
            <Route
              path="pix"
              element={
                <RequirePage page="pixReconciliation">
                  <ReconciliationPage />
                </RequirePage>
              }
            />
            <Route
              path="entregadores/acerto"
              element={
                <RequirePage page="driverClosing">
                  <DriverClosingPage />
                </RequirePage>
              }
            />
            <Route
              path="jobs"
              element={
                <RequirePage page="jobs">
                  <ProblemJobsPage />
                </RequirePage>
              }
            />
            <Route
              path="cash"
              element={
                <RequirePage page="cash">
                  <CashPage />
                </RequirePage>
              }
            />
            <Route
              path="cash/:id"
              element={
                <RequirePage page="cash">
                  <ClosingPage printAction={(shift) => <PrintClosingButton shift={shift} />} />
                </RequirePage>
              }
            />
            <Route
              path="settings"
              element={
                <RequirePage page="settings">
                  <SettingsPage
                    deskSection={<AlarmSettingsSection />}
                    kitchenSection={<KitchenSettingsSection />}
                  />
                </RequirePage>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
