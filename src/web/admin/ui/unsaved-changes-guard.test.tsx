import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** A settings form in miniature: typing makes it dirty, 'Salvar' makes it clean again. */
function Form() {
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  return (
    <main>
      <label>
        Nome
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button onClick={() => setSaved(text)}>Salvar</button>
      <UnsavedChangesGuard isDirty={text !== saved} />
    </main>
  );
}

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/dashboard" element={<h1>Painel</h1>} />
        <Route path="/admin/settings" element={<Form />} />
      </Routes>
    </BrowserRouter>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/dashboard');
  window.history.pushState(null, '', '/admin/settings');
});
afterEach(cleanup);

const popped = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('the unsaved-changes guard', () => {
  it("asks before the browser's Back leaves unsaved changes, stays when told to, and lets go once saved", async () => {
    render(<App />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Pizzaria');
    const back = popped();
    window.history.back();
    await back;
    expect(await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' })).toBeVisible();
    expect(window.location.pathname).toBe('/admin/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Pizzaria');
    expect(window.location.pathname).toBe('/admin/settings');

    // saved: nothing to lose, Back leaves at once
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("goes where Back was going once 'Sair sem salvar' is chosen", async () => {
    render(<App />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Pizzaria');
    const back = popped();
    window.history.back();
    await back;
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeVisible();
    expect(window.location.pathname).toBe('/admin/dashboard');
  });
});
