import { createContext, useContext, type ReactNode } from 'react';
import type { AdminOrder } from '../../../domain/admin-orders';

/**
 * What other back-office features add to the orders desk, composed by the app layer (features do
 * not import each other): tools above the list, and a part of each order card's action row.
 */
export interface DeskExtensions {
  deskTools?: ReactNode;
  cardActions?: (order: AdminOrder) => ReactNode;
}

const DeskExtensionsContext = createContext<DeskExtensions>({});

export const DeskExtensionsProvider = DeskExtensionsContext.Provider;

export function useDeskExtensions(): DeskExtensions {
  return useContext(DeskExtensionsContext);
}
