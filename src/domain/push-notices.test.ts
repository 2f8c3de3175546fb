import { describe, expect, it } from 'vitest';
import { PushSubscriptionSchema, pushNoticeFor } from './push-notices';

const P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';

describe('pushNoticeFor', () => {
  it('says what the tracking page says of the status', () => {
    expect(
      pushNoticeFor({
        id: 12,
        publicId: 'a'.repeat(22),
        status: 'em preparo',
        fulfilment: 'entrega',
      }),
    ).toEqual({
      title: 'Pedido #12: Em preparo',
      body: 'Seu pedido está sendo preparado.',
      url: `/pedido/${'a'.repeat(22)}`,
      tag: `pedido-${'a'.repeat(22)}`,
    });
  });

  it("uses the pickup's words for a pickup", () => {
    const notice = pushNoticeFor({
      id: 3,
      publicId: 'b'.repeat(22),
      status: 'saiu para entrega',
      fulfilment: 'retirada',
    });
    expect(notice.title).toBe('Pedido #3: Pronto para retirada');
  });
});

describe('PushSubscriptionSchema', () => {
  const valid = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
    expirationTime: null,
    keys: { p256dh: P256DH, auth: AUTH },
  };

  it("takes a browser's subscription", () => {
    expect(PushSubscriptionSchema.parse(valid)).toEqual(valid);
  });

  it('refuses an endpoint that is not https', () => {
    const result = PushSubscriptionSchema.safeParse({ ...valid, endpoint: 'http://push.test/x' });
    expect(result.error?.issues[0]?.message).toBe('O endereço da inscrição precisa ser https.');
  });

  it('refuses keys of the wrong size or alphabet', () => {
    expect(
      PushSubscriptionSchema.safeParse({ ...valid, keys: { p256dh: 'abc', auth: AUTH } }).success,
    ).toBe(false);
    expect(
      PushSubscriptionSchema.safeParse({
        ...valid,
        keys: { p256dh: P256DH, auth: 'a+b/'.repeat(6) },
      }).success,
    ).toBe(false);
    expect(PushSubscriptionSchema.safeParse({ endpoint: valid.endpoint }).success).toBe(false);
  });

  it('refuses an endpoint too long to keep', () => {
    const endpoint = `https://push.test/${'x'.repeat(1100)}`;
    expect(PushSubscriptionSchema.safeParse({ ...valid, endpoint }).success).toBe(false);
  });
});
