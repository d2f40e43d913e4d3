import { cancellationReasons, formatRupees, shippingLabel, type CancellationReason } from '@haat/shared/rules';
import { shopLinkIn, type MailLanguage } from './language.ts';
import { composeMail, greetingIn, type MailContent, type MailStore } from './templates.ts';

/** One line of an order as the mails list it; money in rupees. */
export interface OrderMailLine {
  name: string;
  size: string;
  color: string | null;
  units: number;
  lineTotal: number;
}

/** What the order mails say about an order; money in rupees. */
export interface OrderMailOrder {
  id: number;
  paymentMode: 'COD' | 'ONLINE';
  paid: boolean;
  subtotal: number;
  shipping: number;
  discount: number;
  /** The shop's cash-on-delivery fee (0 for none, and online). */
  codFee: number;
  total: number;
  lines: OrderMailLine[];
  shipTo: { name: string; address1: string; address2: string; city: string; state: string; pincode: string; mobile: string };
  /** The language the order was placed in: every mail of the order speaks it (decision 046). English when absent. */
  language?: MailLanguage;
}

type Refund = { amount: number; processed: boolean };

/**
 * The words of the order mails, per language (decision 046). Money comes in already written
 * (`formatRupees`: ₹1,23,456 in both); the store's name, products, courier, AWB and the
 * shopper's address go in as written.
 */
interface OrderTexts {
  confirmedSubject: (store: string, id: number) => string;
  confirmedOpening: (id: number) => string;
  payOnDelivery: (total: string) => string;
  paidOnline: (total: string) => string;
  deliveringTo: (address: string) => string;
  confirmedFootnote: string;
  lineCancelledSubject: (store: string, id: number) => string;
  sellerCancelledLine: (id: number) => string;
  shopperCancelledLine: (id: number) => string;
  reason: (reason: string) => string;
  refund: (amount: string, processed: boolean) => string;
  lineNothingToRefund: (cod: boolean) => string;
  allCancelled: string;
  askUs: string;
  notYou: string;
  shippedSubject: (store: string, id: number) => string;
  onItsWay: (id: number, courier: string) => string;
  awb: (awb: string) => string;
  keepReady: (amount: string) => string;
  trackAction: string;
  shippedFootnote: string;
  deliveredSubject: (store: string, id: number) => string;
  delivered: (id: number) => string;
  deliveredFootnote: string;
  declinedSubject: (store: string, id: number) => string;
  returned: (id: number) => string;
  declined: (id: number) => string;
  orderNothingToRefund: (cod: boolean) => string;
  size: (size: string) => string;
  subtotal: string;
  shipping: string;
  free: string;
  onlineDiscount: string;
  codFee: string;
  total: string;
  address: (name: string, place: string, mobile: string) => string;
  /** The reasons the shop itself writes: the shopper's seven (accounts spec §3) and the console's two defaults. */
  reasons: Record<CancellationReason | 'Declined by the seller.' | 'The courier could not deliver it.', string>;
}

const orderTexts: Record<MailLanguage, OrderTexts> = {
  en: {
    confirmedSubject: (store, id) => `Your ${store} order #${id} is confirmed`,
    confirmedOpening: (id) => `Thank you for shopping with us. We have received your order #${id}:`,
    payOnDelivery: (total) => `Payment: cash or UPI on delivery. Please keep ${total} ready.`,
    paidOnline: (total) => `Payment: ${total} paid online. Thank you!`,
    deliveringTo: (address) => `Delivering to: ${address}`,
    confirmedFootnote: 'You can track your order, or cancel items until they ship, from Your Orders.',
    lineCancelledSubject: (store, id) => `An item of your ${store} order #${id} is cancelled`,
    sellerCancelledLine: (id) => `We are sorry: we had to cancel this item of order #${id}:`,
    shopperCancelledLine: (id) => `As you asked, we have cancelled this item of order #${id}:`,
    reason: (reason) => `Reason: ${reason}`,
    refund: (amount, processed) =>
      `A refund of ${amount} ${processed ? 'has been made' : 'has been initiated'} to your original payment method. It reaches you within 7 business days.`,
    lineNothingToRefund: (cod) => (cod
      ? 'This item was to be paid on delivery, so there is nothing to refund.'
      : 'This item had not been paid for, so there is nothing to refund.'),
    allCancelled: 'Every item of this order is now cancelled.',
    askUs: 'Please reply to this mail if you have any question.',
    notYou: 'If you did not ask for this, please contact us right away.',
    shippedSubject: (store, id) => `Your ${store} order #${id} has shipped`,
    onItsWay: (id, courier) => `Good news: order #${id} is on its way with ${courier}.`,
    awb: (awb) => `AWB number: ${awb}`,
    keepReady: (amount) => `Please keep ${amount} ready for the courier (cash or UPI).`,
    trackAction: 'Track your order',
    shippedFootnote: 'You can follow it from Your Orders too.',
    deliveredSubject: (store, id) => `Your ${store} order #${id} is delivered`,
    delivered: (id) => `Order #${id} has been delivered. We hope you love it!`,
    deliveredFootnote: 'Something not right? Reply to this mail and we will help.',
    declinedSubject: (store, id) => `Your ${store} order #${id} is cancelled`,
    returned: (id) => `We could not deliver order #${id}: the courier has returned it to us, so it is cancelled.`,
    declined: (id) => `We are sorry: we cannot fulfil order #${id}, so it is cancelled.`,
    orderNothingToRefund: (cod) => (cod ? 'It was to be paid on delivery, so there is nothing to refund.' : 'It had not been paid for, so there is nothing to refund.'),
    size: (size) => `size ${size}`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    onlineDiscount: 'Online payment discount',
    codFee: 'Cash on delivery fee',
    total: 'Total',
    address: (name, place, mobile) => `${name}, ${place}. Mobile ${mobile}.`,
    reasons: Object.fromEntries([...cancellationReasons, 'Declined by the seller.', 'The courier could not deliver it.'].map((r) => [r, r])) as OrderTexts['reasons'],
  },
  hi: {
    confirmedSubject: (store, id) => `आपका ${store} ऑर्डर #${id} कन्फ़र्म हो गया है`,
    confirmedOpening: (id) => `हमसे खरीदारी करने के लिए धन्यवाद। हमें आपका ऑर्डर #${id} मिल गया है:`,
    payOnDelivery: (total) => `पेमेंट: डिलीवरी पर कैश या UPI से। कृपया ${total} तैयार रखें।`,
    paidOnline: (total) => `पेमेंट: ${total} का ऑनलाइन पेमेंट हो गया है। धन्यवाद!`,
    deliveringTo: (address) => `डिलीवरी का पता: ${address}`,
    confirmedFootnote: 'आप "आपके ऑर्डर" में अपना ऑर्डर ट्रैक कर सकते हैं, और आइटम शिप होने तक उन्हें कैंसल भी कर सकते हैं।',
    lineCancelledSubject: (store, id) => `आपके ${store} ऑर्डर #${id} का एक आइटम कैंसल हो गया है`,
    sellerCancelledLine: (id) => `हमें खेद है: हमें ऑर्डर #${id} का यह आइटम कैंसल करना पड़ा:`,
    shopperCancelledLine: (id) => `आपके कहने पर हमने ऑर्डर #${id} का यह आइटम कैंसल कर दिया है:`,
    reason: (reason) => `वजह: ${reason}`,
    refund: (amount, processed) =>
      `${amount} का रिफ़ंड उसी तरीके से ${processed ? 'कर दिया गया है' : 'शुरू कर दिया गया है'}, जिससे आपने पेमेंट किया था। यह 7 कामकाजी दिनों में आप तक पहुँच जाएगा।`,
    lineNothingToRefund: (cod) => (cod
      ? 'इस आइटम का पेमेंट डिलीवरी पर होना था, इसलिए कोई रिफ़ंड नहीं बनता।'
      : 'इस आइटम का पेमेंट नहीं हुआ था, इसलिए कोई रिफ़ंड नहीं बनता।'),
    allCancelled: 'अब इस ऑर्डर के सभी आइटम कैंसल हो गए हैं।',
    askUs: 'कोई सवाल हो, तो कृपया इस ईमेल का जवाब दें।',
    notYou: 'अगर आपने यह नहीं कहा था, तो कृपया तुरंत हमसे संपर्क करें।',
    shippedSubject: (store, id) => `आपका ${store} ऑर्डर #${id} शिप हो गया है`,
    onItsWay: (id, courier) => `खुशखबरी: ऑर्डर #${id} ${courier} से आपके पास आ रहा है।`,
    awb: (awb) => `AWB नंबर: ${awb}`,
    keepReady: (amount) => `कृपया कूरियर को देने के लिए ${amount} तैयार रखें (कैश या UPI)।`,
    trackAction: 'अपना ऑर्डर ट्रैक करें',
    shippedFootnote: 'आप इसे "आपके ऑर्डर" में भी देख सकते हैं।',
    deliveredSubject: (store, id) => `आपका ${store} ऑर्डर #${id} डिलीवर हो गया है`,
    delivered: (id) => `ऑर्डर #${id} डिलीवर हो गया है। उम्मीद है कि आपको यह पसंद आएगा!`,
    deliveredFootnote: 'कुछ ठीक नहीं है? इस ईमेल का जवाब दें, हम मदद करेंगे।',
    declinedSubject: (store, id) => `आपका ${store} ऑर्डर #${id} कैंसल हो गया है`,
    returned: (id) => `हम ऑर्डर #${id} डिलीवर नहीं कर पाए: कूरियर ने इसे हमें लौटा दिया है, इसलिए यह कैंसल हो गया है।`,
    declined: (id) => `हमें खेद है: हम ऑर्डर #${id} पूरा नहीं कर पा रहे हैं, इसलिए यह कैंसल हो गया है।`,
    orderNothingToRefund: (cod) => (cod ? 'इसका पेमेंट डिलीवरी पर होना था, इसलिए कोई रिफ़ंड नहीं बनता।' : 'इसका पेमेंट नहीं हुआ था, इसलिए कोई रिफ़ंड नहीं बनता।'),
    size: (size) => `साइज़ ${size}`,
    subtotal: 'सबटोटल',
    shipping: 'शिपिंग',
    free: 'मुफ़्त',
    onlineDiscount: 'ऑनलाइन पेमेंट पर छूट',
    codFee: 'कैश ऑन डिलीवरी फ़ीस',
    total: 'कुल',
    address: (name, place, mobile) => `${name}, ${place}। मोबाइल ${mobile}।`,
    reasons: {
      'Incorrect size ordered': 'गलत साइज़ ऑर्डर हो गया',
      'Product not required anymore': 'अब प्रोडक्ट की ज़रूरत नहीं है',
      'Cash Issue': 'पैसों की दिक्कत',
      'Ordered By Mistake': 'गलती से ऑर्डर हो गया',
      'Wants to change style/color': 'स्टाइल/रंग बदलना है',
      'Delayed Delivery Cancellation': 'डिलीवरी में देरी की वजह से कैंसल',
      'Duplicate Order': 'एक ही ऑर्डर दो बार हो गया',
      'Declined by the seller.': 'विक्रेता ने ऑर्डर स्वीकार नहीं किया।',
      'The courier could not deliver it.': 'कूरियर इसे डिलीवर नहीं कर सका।',
    },
  },
};

/** The mail that confirms a placed (cash on delivery) or paid (online) order. */
export function orderConfirmationMail(store: MailStore, input: { firstName: string; order: OrderMailOrder }): MailContent {
  const { order } = input;
  const language = order.language ?? 'en';
  const t = orderTexts[language];
  const total = formatRupees(order.total);
  return composeMail(store, {
    subject: t.confirmedSubject(oneLine(store.name), order.id),
    greeting: greetingIn(language, input.firstName),
    paragraphs: [
      t.confirmedOpening(order.id),
      ...order.lines.map((line) => lineText(t, line)),
      ...totalsText(t, order),
      order.paymentMode === 'COD' ? t.payOnDelivery(total) : t.paidOnline(total),
      t.deliveringTo(addressText(t, order.shipTo)),
    ],
    footnote: t.confirmedFootnote,
  }, language);
}

/** The mail that confirms one cancelled item, and what happens to its money. */
export function orderCancelledMail(store: MailStore, input: {
  firstName: string;
  order: OrderMailOrder;
  line: OrderMailLine;
  reason: string;
  /** Null when nothing was paid for the item (cash on delivery, or not yet paid online). */
  refund: Refund | null;
  orderCancelled: boolean;
  /** Who cancelled it: the shopper asked, or the seller had to. */
  by?: 'shopper' | 'seller';
}): MailContent {
  const { order, refund } = input;
  const language = order.language ?? 'en';
  const t = orderTexts[language];
  return composeMail(store, {
    subject: t.lineCancelledSubject(oneLine(store.name), order.id),
    greeting: greetingIn(language, input.firstName),
    paragraphs: [
      input.by === 'seller' ? t.sellerCancelledLine(order.id) : t.shopperCancelledLine(order.id),
      lineText(t, input.line),
      t.reason(reasonText(t, input.reason)),
      refund ? t.refund(formatRupees(refund.amount), refund.processed) : t.lineNothingToRefund(order.paymentMode === 'COD'),
      ...(input.orderCancelled ? [t.allCancelled] : []),
    ],
    footnote: input.by === 'seller' ? t.askUs : t.notYou,
  }, language);
}

/** What the shopper hears when the order moves on: its courier and AWB when shipped, its arrival when delivered. */
export function orderShippedMail(store: MailStore, input: {
  firstName: string;
  order: OrderMailOrder;
  courier: string;
  awb: string;
  trackingUrl: string | null;
  /** The order's page on the shop, where its timeline is. */
  trackUrl: string | null;
  /** Rupees the courier collects (cash on delivery); null when nothing is due. */
  collect: number | null;
}): MailContent {
  const { order } = input;
  const language = order.language ?? 'en';
  const t = orderTexts[language];
  const payment = input.collect !== null && input.collect > 0 ? [t.keepReady(formatRupees(input.collect))] : [];
  // The courier's own page, else the shop's (in the mail's language).
  const link = input.trackingUrl ?? (input.trackUrl && shopLinkIn(language, input.trackUrl));
  return composeMail(store, {
    subject: t.shippedSubject(oneLine(store.name), order.id),
    greeting: greetingIn(language, input.firstName),
    paragraphs: [
      t.onItsWay(order.id, oneLine(input.courier)),
      t.awb(oneLine(input.awb)),
      ...order.lines.map((line) => lineText(t, line)),
      ...payment,
      t.deliveringTo(addressText(t, order.shipTo)),
    ],
    ...(link ? { action: { label: t.trackAction, url: link } } : {}),
    footnote: t.shippedFootnote,
  }, language);
}

export function orderDeliveredMail(store: MailStore, input: { firstName: string; order: OrderMailOrder }): MailContent {
  const { order } = input;
  const language = order.language ?? 'en';
  const t = orderTexts[language];
  return composeMail(store, {
    subject: t.deliveredSubject(oneLine(store.name), order.id),
    greeting: greetingIn(language, input.firstName),
    paragraphs: [
      t.delivered(order.id),
      ...order.lines.map((line) => lineText(t, line)),
      `${t.total}: ${formatRupees(order.total)}`,
    ],
    footnote: t.deliveredFootnote,
  }, language);
}

/** The seller declined the order (or it came back undelivered): why, and what happens to the money. */
export function orderDeclinedMail(store: MailStore, input: {
  firstName: string;
  order: OrderMailOrder;
  reason: string;
  returned: boolean;
  refund: Refund | null;
}): MailContent {
  const { order, refund } = input;
  const language = order.language ?? 'en';
  const t = orderTexts[language];
  return composeMail(store, {
    subject: t.declinedSubject(oneLine(store.name), order.id),
    greeting: greetingIn(language, input.firstName),
    paragraphs: [
      input.returned ? t.returned(order.id) : t.declined(order.id),
      ...order.lines.map((line) => lineText(t, line)),
      t.reason(reasonText(t, input.reason)),
      refund ? t.refund(formatRupees(refund.amount), refund.processed) : t.orderNothingToRefund(order.paymentMode === 'COD'),
    ],
    footnote: t.askUs,
  }, language);
}

/** A reason the shop wrote, in the mail's language; one the seller typed, as typed. */
function reasonText(t: OrderTexts, reason: string): string {
  return Object.hasOwn(t.reasons, reason) ? t.reasons[reason as keyof OrderTexts['reasons']] : reason;
}

function lineText(t: OrderTexts, line: OrderMailLine): string {
  const options = [line.size ? t.size(line.size) : '', line.color ?? ''].filter(Boolean).join(', ');
  return `${line.units} × ${oneLine(line.name)}${options ? ` (${options})` : ''}: ${formatRupees(line.lineTotal)}`;
}

function totalsText(t: OrderTexts, order: OrderMailOrder): string[] {
  // shippingLabel writes 'Free' or the rupees; only the word changes with the language.
  const shipping = shippingLabel(order.shipping);
  return [
    `${t.subtotal}: ${formatRupees(order.subtotal)}`,
    `${t.shipping}: ${shipping === 'Free' ? t.free : shipping}`,
    ...(order.discount > 0 ? [`${t.onlineDiscount}: −${formatRupees(order.discount)}`] : []),
    ...(order.codFee > 0 ? [`${t.codFee}: ${formatRupees(order.codFee)}`] : []),
    `${t.total}: ${formatRupees(order.total)}`,
  ];
}

function addressText(t: OrderTexts, to: OrderMailOrder['shipTo']): string {
  const place = [to.address1, to.address2, to.city, `${to.state} ${to.pincode}`].map(oneLine).filter(Boolean).join(', ');
  return t.address(oneLine(to.name), place, to.mobile);
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
