import { Route, Routes } from 'react-router';
import { ConfigAlert } from '../../../features/health/components/config-alert';
import { NotFoundPage } from '../not-found-page';

/** The back office's routes, in their own chunk. Every admin path below has its screen or 404s. */
export function AdminRoot() {
  return (
    <div className="min-h-dvh bg-stone-100">
      <ConfigAlert />
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
