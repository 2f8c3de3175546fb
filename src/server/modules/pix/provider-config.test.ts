import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../security/secret-box';
import { connectTestPixProvider } from '../../test/memory-pix-provider';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/test-app';
import { readPixProvider } from './provider-config';
import { findPixProviderRow } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the shop's Pix provider", () => {
  it('is none until connected, then opens with the key and stays locked without it', async () => {
    const box = createSecretBox(TEST_SECRETS_KEY);
    expect(await readPixProvider(t.database.db, box)).toEqual({ status: 'none' });
    const token = await connectTestPixProvider(t.database.db, { unpaidPolicy: 'ocultar' });
    const ready = await readPixProvider(t.database.db, box);
    expect(ready).toMatchObject({
      status: 'ready',
      webhookToken: token,
      choices: { expiryMinutes: 15, unpaidPolicy: 'ocultar', ringOn: 'chegada' },
      config: { kind: 'api_pix', bank: 'efi', credentials: { clientSecret: 'Client_Secret_test' } },
    });
    const row = await findPixProviderRow(t.database.db);
    expect(row?.sealedCredentials).not.toContain('Client_Secret_test');
    expect(await readPixProvider(t.database.db, null)).toEqual({
      status: 'locked',
      reason: 'no_key',
    });
    expect(
      await readPixProvider(t.database.db, createSecretBox(`${TEST_SECRETS_KEY}-other`)),
    ).toEqual({ status: 'locked', reason: 'wrong_key' });
  });
});
