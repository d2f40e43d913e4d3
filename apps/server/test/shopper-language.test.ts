import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStoreApi, type StoreApi } from '@haat/shared/api';
import { cancellationReasons, codCodeMinutes } from '@haat/shared/rules';
import { openSession } from '../src/auth/sessions.ts';
import { shopperLanguage } from '../src/mail/language.ts';
import {
  orderCancelledMail, orderConfirmationMail, orderDeclinedMail, orderDeliveredMail, orderShippedMail, type OrderMailOrder,
} from '../src/mail/order-templates.ts';
import { codConfirmationSms, passwordResetMail, verificationCodeMail, verificationCodeSms, type MailContent } from '../src/mail/templates.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiFor, apiSuite, type TestApi } from './support/api-app.ts';
import { solveCodCaptcha } from './support/cod-captcha.ts';
import { signedInStaff } from './support/console.ts';
import { describeEachEngine } from './support/engines.ts';
import { homeAddress, orderHelpers } from './support/orders.ts';

/**
 * Mails and SMS in the shopper's language (issue 18, decision 046): the language of the request
 * (the storefront's `locale` cookie, a Hindi browser, the store's default) is kept with the order
 * and the account, and every later mail of the order speaks it, whoever sends it and when.
 */

/** Latin-script words our Hindi may keep: the abbreviations Indian shops write so, and the courier's AWB. */
const kept = new Set(['UPI', 'COD', 'AWB', 'OTP', 'PIN']);

/** The English words of ours left in a message once the store's own data (names, products, address) is taken out. */
function englishLeftIn(text: string, storeData: string[]): string[] {
  let rest = text.replace(/https?:\/\/\S+/g, ' ');
  for (const data of [...storeData].sort((a, b) => b.length - a.length)) rest = rest.split(data).join(' ');
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !kept.has(word));
}

const storeName = 'Rangrez Test Bazaar';
/** What the fixture's orders carry as written: the store, product, the shopper and her address, the courier. */
const storeData = [
  storeName, 'Banarasi Silk Saree', 'Cotton Anarkali Kurta', 'Rayon Straight Kurta', 'Free Size', 'Navy', homeAddress.name, homeAddress.address1, homeAddress.address2,
  homeAddress.city, homeAddress.state, 'Asha', 'Meera', 'Delhivery', 'DL100200300', 'seller typed this',
];

describe('the message templates in Hindi', () => {
  const store = { name: storeName };
  const order = (language: 'en' | 'hi', paymentMode: 'COD' | 'ONLINE' = 'COD'): OrderMailOrder => ({
    id: 42, paymentMode, paid: paymentMode === 'ONLINE', subtotal: 9096, shipping: 0, discount: paymentMode === 'ONLINE' ? 50 : 0,
    codFee: paymentMode === 'COD' ? 40 : 0, total: 9086, language,
    lines: [{ name: 'Cotton Anarkali Kurta', size: 'L', color: 'Navy', units: 2, lineTotal: 1798 }, { name: 'Banarasi Silk Saree', size: 'Free Size', color: null, units: 1, lineTotal: 5999 }],
    shipTo: { ...homeAddress, mobile: homeAddress.mobile },
  });
  const line = order('hi').lines[0]!;

  /** Every mail and SMS a shopper can get, each variant once, in one language. */
  function everything(language: 'en' | 'hi'): Array<MailContent | string> {
    const all: Array<MailContent | string> = [
      passwordResetMail(store, { firstName: 'Asha', link: 'https://shop.example/reset-password?token=abc', language }),
      verificationCodeMail(store, { code: '123456', language }),
      verificationCodeSms(store, { code: '123456', language }),
      codConfirmationSms(store, { code: '123456', orderId: 42, minutes: 30, language }),
    ];
    for (const mode of ['COD', 'ONLINE'] as const) {
      const o = order(language, mode);
      all.push(orderConfirmationMail(store, { firstName: 'Asha', order: o }), orderDeliveredMail(store, { firstName: 'Asha', order: o }));
      for (const collect of [null, 9086]) {
        all.push(orderShippedMail(store, { firstName: 'Asha', order: o, courier: 'Delhivery', awb: 'DL100200300', trackingUrl: null, trackUrl: 'https://shop.example/track', collect }));
      }
      for (const refund of [null, { amount: 1798, processed: true }, { amount: 1798, processed: false }]) {
        for (const reason of [...cancellationReasons, 'seller typed this']) {
          for (const by of ['shopper', 'seller'] as const) {
            all.push(orderCancelledMail(store, { firstName: 'Asha', order: o, line, reason, refund, orderCancelled: by === 'seller', by }));
          }
        }
        for (const reason of ['Declined by the seller.', 'The courier could not deliver it.', 'seller typed this']) {
          for (const returned of [true, false]) all.push(orderDeclinedMail(store, { firstName: 'Asha', order: o, reason, returned, refund }));
        }
      }
    }
    return all;
  }

  const words = (message: MailContent | string) => (typeof message === 'string' ? [message] : [message.subject, message.text, message.html.replace(/<[^>]+>|&[a-z0-9#]+;/g, ' ')]);

  it('leaves no English of ours in any Hindi mail, its plain text or SMS; the same in English finds plenty', () => {
    for (const message of everything('hi')) {
      for (const text of words(message)) expect(englishLeftIn(text, storeData), text).toEqual([]);
    }
    const english = everything('en').flatMap(words).flatMap((text) => englishLeftIn(text, storeData));
    expect(english).toEqual(expect.arrayContaining(['Hello', 'Total', 'Reason', 'verification', 'shipped']));
  });

  it('writes money as ₹ in Indian grouping and the store\'s data as written, with <html lang="hi-IN">', () => {
    const mail = orderConfirmationMail(store, { firstName: 'Asha', order: order('hi') });
    expect(mail.subject).toBe(`आपका ${storeName} ऑर्डर #42 कन्फ़र्म हो गया है`);
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('2 × Cotton Anarkali Kurta (साइज़ L, Navy): ₹1,798');
    expect(mail.text).toContain('शिपिंग: मुफ़्त');
    expect(mail.text).toContain('कुल: ₹9,086');
    expect(mail.text).toContain('कृपया ₹9,086 तैयार रखें।');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(orderConfirmationMail(store, { firstName: 'Asha', order: order('en') }).html).toContain('<html lang="en-IN">');
  });

  it('translates the reasons the shop wrote, and keeps the seller\'s own words', () => {
    const cancelled = (reason: string) => orderCancelledMail(store, { firstName: 'Asha', order: order('hi'), line, reason, refund: null, orderCancelled: false }).text;
    expect(cancelled('Ordered By Mistake')).toContain('वजह: गलती से ऑर्डर हो गया');
    expect(cancelled('Stock got wet in the rain')).toContain('वजह: Stock got wet in the rain');
    expect(orderCancelledMail(store, { firstName: 'Asha', order: order('en'), line, reason: 'Ordered By Mistake', refund: null, orderCancelled: false }).text)
      .toContain('Reason: Ordered By Mistake');
  });

  it('picks the language as the storefront does: cookie, the account, a Hindi browser, the store\'s default; English when Hindi is off', () => {
    const settings = (default_language: string, hindi_enabled = 1) => ({ default_language, hindi_enabled });
    const hindiBrowser = 'hi-IN,hi;q=0.9,en;q=0.8';
    expect(shopperLanguage({ cookie: 'hi', acceptLanguage: undefined, store: settings('en') })).toBe('hi');
    expect(shopperLanguage({ cookie: 'en', acceptLanguage: hindiBrowser, store: settings('hi') }, 'hi')).toBe('en');
    expect(shopperLanguage({ cookie: 'fr', acceptLanguage: undefined, store: settings('en') }, 'hi')).toBe('hi');
    expect(shopperLanguage({ cookie: undefined, acceptLanguage: hindiBrowser, store: settings('en') }, 'en')).toBe('en');
    expect(shopperLanguage({ cookie: undefined, acceptLanguage: hindiBrowser, store: settings('en') })).toBe('hi');
    expect(shopperLanguage({ cookie: undefined, acceptLanguage: 'en-IN,en;q=0.9,hi;q=0.8', store: settings('en') })).toBe('en');
    expect(shopperLanguage({ cookie: undefined, acceptLanguage: undefined, store: settings('hi') })).toBe('hi');
    expect(shopperLanguage({ cookie: undefined, acceptLanguage: undefined, store: settings('en') })).toBe('en');
    expect(shopperLanguage({ cookie: 'hi', acceptLanguage: hindiBrowser, store: settings('en', 0) }, 'hi')).toBe('en');
  });
});

describeEachEngine('mails and SMS in the shopper\'s language (decision 046)', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const db = () => suite.test.db;
  const saree = () => suite.fx.products.saree;

  /** The Store API as a browser (or the storefront's server) sends it: these headers on every call. */
  function clientOf(api: TestApi, headers: Record<string, string>, token?: string): StoreApi {
    return createStoreApi({
      baseUrl: 'http://localhost',
      fetch: (request) => Promise.resolve(api.app.fetch(request)),
      headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  }

  /** A signed-in shopper with the home address, calling with `headers`. */
  async function shopper(headers: Record<string, string>, api = suite.api) {
    const { id, email } = await insertCustomer(db(), suite.fx.storeId, { firstName: 'Asha' });
    const { token } = await openSession(db(), id, api.clock.now());
    const client = clientOf(api, headers, token);
    await client.addAddress(homeAddress);
    const [address] = await client.getAddresses();
    return { id, email, token, client, addressId: address!.id };
  }

  async function placeCod(me: Awaited<ReturnType<typeof shopper>>, key: string) {
    await h.setStock(saree(), 'Free Size', 50);
    const captcha = await solveCodCaptcha(db(), me.client);
    return me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: saree(), quantity: 1 }], ...captcha }, key);
  }

  /** Every message the outbox wrote to `to` (a mail's or an SMS's), oldest first, once everything due is sent. */
  async function outboxTo(api: TestApi, to: string): Promise<Array<{ subject?: string; text: string; html?: string }>> {
    await api.outbox.sendDue();
    const files = (await fs.readdir(api.outboxDir)).filter((f) => f.endsWith('.json')).sort();
    const all = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(api.outboxDir, f), 'utf8'))));
    return all.filter((m) => m.to === to);
  }

  const language = async (table: 'orders' | 'customers', id: number) =>
    (await db().selectFrom(table).select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

  /** A second app over the same database after the store's languages change (the first remembers the store a while). */
  async function withStoreLanguages<T>(settings: { default_language: 'en' | 'hi'; hindi_enabled: number }, run: (api: TestApi) => Promise<T>): Promise<T> {
    await db().updateTable('stores').set(settings).where('id', '=', suite.fx.storeId).execute();
    const api = apiFor(db());
    try {
      return await run(api);
    } finally {
      await api.outbox.stop();
      await db().updateTable('stores').set({ default_language: 'en', hindi_enabled: 1 }).where('id', '=', suite.fx.storeId).execute();
    }
  }

  it('an order placed with locale=hi gets Hindi mails through its life: confirmed, then shipped and delivered by the console', async () => {
    const me = await shopper({ cookie: 'user_name=Asha; locale=hi' });
    const placed = await placeCod(me, 'hindi-life-01');
    expect(await language('orders', placed.order_id)).toBe('hi');
    expect(await language('customers', me.id)).toBe('hi');

    // Days later, the seller's console (in English) moves it on: the mails still speak Hindi.
    suite.api.clock.advance(3 * 24 * 60 * 60_000);
    const seller = await signedInStaff(suite.api, db(), suite.fx.storeId);
    await seller.client.orderMove(placed.order_id, { status: 'accepted' });
    await seller.client.orderMove(placed.order_id, { status: 'packed' });
    await seller.client.orderMove(placed.order_id, { status: 'shipped', courier: 'Delhivery', awb: 'DL100200300' });
    await seller.client.orderMove(placed.order_id, { status: 'delivered' });
    const [confirmed, shipped, delivered, ...more] = await outboxTo(suite.api, me.email);
    expect(more).toEqual([]);
    expect(confirmed!.subject).toBe(`आपका ${storeName} ऑर्डर #${placed.order_id} कन्फ़र्म हो गया है`);
    expect(confirmed!.text).toContain('1 × Banarasi Silk Saree (साइज़ Free Size): ₹5,999');
    expect(confirmed!.text).toContain('पेमेंट: डिलीवरी पर कैश या UPI से।');
    expect(confirmed!.html).toContain('<html lang="hi-IN">');
    expect(shipped!.subject).toBe(`आपका ${storeName} ऑर्डर #${placed.order_id} शिप हो गया है`);
    expect(shipped!.text).toContain(`खुशखबरी: ऑर्डर #${placed.order_id} Delhivery से आपके पास आ रहा है।`);
    expect(shipped!.text).toContain('AWB नंबर: DL100200300');
    expect(shipped!.text).toContain(`/track?order=${placed.order_id}&lang=hi`);
    expect(delivered!.subject).toBe(`आपका ${storeName} ऑर्डर #${placed.order_id} डिलीवर हो गया है`);
    for (const mail of [confirmed!, shipped!, delivered!]) {
      for (const text of [mail.subject!, mail.text]) expect(englishLeftIn(text, storeData), text).toEqual([]);
    }
  });

  it('keeps the order\'s language after the shopper switches: an item cancelled from the English shop is mailed in Hindi, its reason too', async () => {
    const me = await shopper({ cookie: 'locale=hi' });
    const placed = await placeCod(me, 'hindi-cancel-01');
    const [line] = await h.linesOf(placed.order_id);
    const english = clientOf(suite.api, { cookie: 'locale=en' }, me.token);
    await english.cancelOrderLine(line!.id, 'Ordered By Mistake', 'I ordered the wrong one');
    const mails = await outboxTo(suite.api, me.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `आपका ${storeName} ऑर्डर #${placed.order_id} कन्फ़र्म हो गया है`,
      `आपके ${storeName} ऑर्डर #${placed.order_id} का एक आइटम कैंसल हो गया है`,
    ]);
    expect(mails[1]!.text).toContain('वजह: गलती से ऑर्डर हो गया');
    expect(mails[1]!.text).toContain('इस आइटम का पेमेंट डिलीवरी पर होना था, इसलिए कोई रिफ़ंड नहीं बनता।');

    // An order the seller declines, with words of their own: the mail in Hindi, the seller's words as written.
    const other = await placeCod(me, 'hindi-declined-01');
    const seller = await signedInStaff(suite.api, db(), suite.fx.storeId);
    await seller.client.orderMove(other.order_id, { status: 'declined', reason: 'seller typed this' });
    const declined = (await outboxTo(suite.api, me.email)).at(-1)!;
    expect(declined.subject).toBe(`आपका ${storeName} ऑर्डर #${other.order_id} कैंसल हो गया है`);
    expect(declined.text).toContain('वजह: seller typed this');
    expect(englishLeftIn(declined.text, storeData)).toEqual([]);
  });

  it('an online order paid in Hindi: its confirmation and a cancelled item\'s refund mail, released after the gateway answers, in Hindi', async () => {
    const me = await shopper({ cookie: 'locale=hi' });
    const order = await h.paidOnlineOrder(me, 'hindi-online-01');
    const [first] = order.lines;
    await me.client.cancelOrderLine(first!.id, 'Cash Issue', 'Money is short this month');
    const [confirmed, cancelled, ...more] = await outboxTo(suite.api, me.email);
    expect(more).toEqual([]);
    expect(confirmed!.subject).toBe(`आपका ${storeName} ऑर्डर #${order.order_id} कन्फ़र्म हो गया है`);
    expect(confirmed!.text).toMatch(/ऑनलाइन पेमेंट पर छूट: −₹[0-9,]+/);
    expect(confirmed!.text).toMatch(/पेमेंट: ₹[0-9,]+ का ऑनलाइन पेमेंट हो गया है। धन्यवाद!/);
    expect(cancelled!.text).toContain('वजह: पैसों की दिक्कत');
    expect(cancelled!.text).toMatch(/₹[0-9,]+ का रिफ़ंड उसी तरीके से कर दिया गया है, जिससे आपने पेमेंट किया था।/);
    for (const mail of [confirmed!, cancelled!]) expect(englishLeftIn(mail.text, storeData), mail.text).toEqual([]);
  });

  it('without a cookie: English as before in an English store, Hindi for a Hindi browser or in a store whose default is Hindi', async () => {
    const plain = await shopper({});
    const order = await placeCod(plain, 'no-cookie-en-01');
    expect(await language('orders', order.order_id)).toBe('en');
    const [mail] = await outboxTo(suite.api, plain.email);
    expect(mail!.subject).toBe(`Your ${storeName} order #${order.order_id} is confirmed`);
    expect(mail!.text).toContain('Hello Asha,');
    expect(mail!.text).toContain('1 × Banarasi Silk Saree (size Free Size): ₹5,999');
    expect(mail!.text).toContain('You can track your order, or cancel items until they ship, from Your Orders.');

    const browser = await shopper({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const browsed = await placeCod(browser, 'hindi-browser-01');
    expect(await language('orders', browsed.order_id)).toBe('hi');

    await withStoreLanguages({ default_language: 'hi', hindi_enabled: 1 }, async (api) => {
      const me = await shopper({}, api);
      const placed = await placeCod(me, 'store-default-hi-01');
      expect(await language('orders', placed.order_id)).toBe('hi');
      expect((await outboxTo(api, me.email))[0]!.subject).toBe(`आपका ${storeName} ऑर्डर #${placed.order_id} कन्फ़र्म हो गया है`);
      // The cookie still wins over the store's default.
      const chose = await shopper({ cookie: 'locale=en' }, api);
      expect(await language('orders', (await placeCod(chose, 'store-default-hi-02')).order_id)).toBe('en');
    });
  });

  it('a store with Hindi off mails in English whatever the cookie says', async () => {
    await withStoreLanguages({ default_language: 'en', hindi_enabled: 0 }, async (api) => {
      const me = await shopper({ cookie: 'locale=hi', 'accept-language': 'hi' }, api);
      const placed = await placeCod(me, 'hindi-off-01');
      expect(await language('orders', placed.order_id)).toBe('en');
      expect((await outboxTo(api, me.email))[0]!.subject).toBe(`Your ${storeName} order #${placed.order_id} is confirmed`);
    });
  });

  it('sends the COD confirmation code by SMS in Hindi, a new code too, and the mail once confirmed', async () => {
    await db().updateTable('stores').set({ cod_confirm_by_code: 1 }).where('id', '=', suite.fx.storeId).execute();
    try {
      const me = await shopper({ cookie: 'locale=hi' });
      const placed = await placeCod(me, 'hindi-cod-code-01');
      const sms = async () => (await outboxTo(suite.api, `+91${homeAddress.mobile}`)).map((m) => m.text).filter((t) => t.includes(`ऑर्डर ${placed.order_id} `));
      const [first] = await sms();
      expect(first).toMatch(new RegExp(`^[0-9]{6} आपके ${storeName} ऑर्डर ${placed.order_id} \\(कैश ऑन डिलीवरी\\) को कन्फ़र्म करने का कोड है। यह ${codCodeMinutes} मिनट तक काम करेगा। इसे किसी को न बताएँ।$`));

      // A new code asked without the cookie still speaks the order's language.
      suite.api.clock.advance(31_000);
      await clientOf(suite.api, {}, me.token).resendCodCode(placed.order_id);
      const texts = await sms();
      expect(texts).toHaveLength(2);
      const code = /^([0-9]{6}) /.exec(texts[1]!)![1]!;
      await me.client.confirmCodOrder(placed.order_id, code);
      expect((await outboxTo(suite.api, me.email))[0]!.subject).toBe(`आपका ${storeName} ऑर्डर #${placed.order_id} कन्फ़र्म हो गया है`);
    } finally {
      await db().updateTable('stores').set({ cod_confirm_by_code: 0 }).where('id', '=', suite.fx.storeId).execute();
    }
  });

  it('sends verification codes in Hindi to an account made in Hindi, by mail and SMS; English ones word for word as before', async () => {
    const hindi = clientOf(suite.api, { cookie: 'locale=hi' });
    const account = { firstname: 'Meera', lastname: 'Joshi', email: 'meera.hi@example.in', mobileno: '9123400001', password: 'Secret123' };
    await hindi.register(account);
    const row = await db().selectFrom('customers').select(['id', 'language']).where('email', '=', account.email).executeTakeFirstOrThrow();
    expect(row.language).toBe('hi');

    // By mail, asked without a cookie: the account's language.
    await clientOf(suite.api, {}).sendVerificationCode('email', account.email);
    const [mail] = await outboxTo(suite.api, account.email);
    expect(mail!.subject).toBe(`आपका ${storeName} वेरिफ़िकेशन कोड`);
    expect(mail!.text).toContain(`अपना ${storeName} अकाउंट वेरिफ़ाई करने के लिए यह कोड डालें:`);
    expect(englishLeftIn(mail!.text, storeData)).toEqual([]);

    await hindi.sendVerificationCode('phone', account.mobileno);
    const [sms] = await outboxTo(suite.api, `+91${account.mobileno}`);
    expect(sms!.text).toMatch(new RegExp(`^[0-9]{6} आपका ${storeName} वेरिफ़िकेशन कोड है। यह 10 मिनट तक काम करेगा।$`));

    const englishAccount = { ...account, firstname: 'Ravi', email: 'ravi.en@example.in', mobileno: '9123400002' };
    await suite.api.client.register(englishAccount);
    await suite.api.client.sendVerificationCode('phone', englishAccount.mobileno);
    const [englishSms] = await outboxTo(suite.api, `+91${englishAccount.mobileno}`);
    expect(englishSms!.text).toMatch(new RegExp(`^[0-9]{6} is your ${storeName} verification code\\. It expires in 10 minutes\\.$`));
  });

  it('mails a password reset asked from a new device in the account\'s language, and in the page\'s when its cookie says', async () => {
    const me = await shopper({ cookie: 'locale=hi' });
    await placeCod(me, 'hindi-reset-01');
    await clientOf(suite.api, {}).requestPasswordReset(me.email);
    await clientOf(suite.api, { cookie: 'locale=en' }).requestPasswordReset(me.email);
    // Mails sent in one batch reach the folder in no set order (PostgreSQL's sender claims them
    // together): each reset is found by its subject. Two resets, one of each language, means the
    // one asked without a cookie was the account's Hindi.
    const mails = await outboxTo(suite.api, me.email);
    const subjects = [`अपना ${storeName} पासवर्ड रीसेट करें`, `Reset your ${storeName} password`];
    const [hindi, english] = subjects.map((subject) => mails.filter((m) => m.subject === subject));
    expect([hindi!.length, english!.length]).toEqual([1, 1]);
    expect(hindi![0]!.text).toContain('नमस्ते Asha,');
    // The Hindi mail's link opens the page in Hindi (it sets the cookie); the English one is as it was.
    expect(hindi![0]!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+&lang=hi\n/);
    expect(english![0]!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+\n/);
    expect(englishLeftIn(hindi![0]!.text, storeData)).toEqual([]);
  });
});
