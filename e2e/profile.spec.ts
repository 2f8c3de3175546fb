import { expect, test } from '@playwright/test';
import { addFromSearch } from './fixtures/orders';

test('a customer saves a profile on the device, offline too, and the delivery form starts from it', async ({
  page,
  context,
}) => {
  const profileRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/customers')) profileRequests.push(request.url());
  });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
  // typed only once the page's scripts have taken over (the layout drops aria-disabled once
  // hydrated): on a busy machine a name typed into the server's markup was lost to hydration
  await page.waitForFunction(() => document.querySelector('[aria-disabled="true"]') === null);
  await context.setOffline(true);
  await page.getByLabel('Nome').fill('Joana Prado');
  await page.getByLabel('Telefone').fill('11912345678');
  await page.getByLabel('CEP').fill('01310100');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('900');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('Estado').fill('SP');
  await page.getByRole('button', { name: 'Salvar Perfil' }).click();
  await expect(page.getByText('Perfil salvo com sucesso!')).toBeVisible();
  // the promise it makes is the one it keeps: nothing waits to be sent
  await expect(
    page.getByText(
      'Seus dados ficam guardados neste aparelho e preenchem a entrega dos seus pedidos. A pizzaria os recebe junto com cada pedido que você fizer.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/serão enviados quando a conexão voltar/)).toHaveCount(0);
  expect(profileRequests).toEqual([]);

  await context.setOffline(false);
  // back online nothing was lost and nothing was sent: the profile is still on the device
  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue('Joana Prado');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  expect(profileRequests).toEqual([]);
  await addFromSearch(page, 'Calabresa');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await expect(page.getByLabel('Nome')).toHaveValue('Joana Prado');
  await expect(page.getByLabel('Número')).toHaveValue('900');
  expect(profileRequests).toEqual([]);
});
