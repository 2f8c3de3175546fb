import { createContext, useContext } from 'react';

/** The HTTP status of a page the server renders; the screens rendered into it may change it. */
export interface PageStatus {
  code: number;
}

const PageStatusContext = createContext<PageStatus | null>(null);

/** Given by the server renderer (entry-server.tsx); absent in the browser. */
export const PageStatusProvider = PageStatusContext.Provider;

/** The page rendered is the not-found page: the server answers it with a 404. */
export function useNotFoundStatus(): void {
  const status = useContext(PageStatusContext);
  // written while rendering on the server, read once the whole page is rendered
  if (status) status.code = 404;
}
