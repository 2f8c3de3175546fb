// first: before any schema is built (lib/zod-without-eval.ts)
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { BackgroundWork } from './app/background-work';
import { AppRoutes } from './app/router';
import './styles.css';

const root = document.getElementById('root');
// spec §8: a missing root element at startup is an error
if (!root) throw new Error('Elemento raiz #root não encontrado.');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <BackgroundWork />
    </AppProviders>
  </StrictMode>,
);
