import type { Address, CustomerProfile, OrderLineWire, OrderTracking } from '@haat/shared/api';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import AccountLayout from '../app/routes/account-layout.tsx';
import AccountPage from '../app/routes/account.tsx';
import AccountVerifiedCard from '../app/routes/account-verified-card.tsx';
import AddressFormPage from '../app/routes/address-form.tsx';
import CancellationFormPage from '../app/routes/cancellation-form.tsx';
import CreateAccountCard from '../app/routes/create-account-card.tsx';
import ForgotPassword from '../app/routes/forgot-password.tsx';
import Login from '../app/routes/login.tsx';
import LogoutPage from '../app/routes/logout.tsx';
import OrderCancelledPage from '../app/routes/order-cancelled.tsx';
import Register from '../app/routes/register.tsx';
import ResetPassword from '../app/routes/reset-password.tsx';
import TrackPage from '../app/routes/track.tsx';
import YourAddressPage from '../app/routes/your-address.tsx';
import YourOrdersPage from '../app/routes/your-orders.tsx';
import { formatOrderDate, formatOrderDateTime } from '../app/components/orders/order-dates.ts';
import { noteText } from '../app/components/orders/note-texts.ts';
import { renderInShell, shellStoreData, storeShell } from './support/hindi-shell.ts';
import { englishLeftIn, visibleTexts } from './support/visible-english.ts';

// Decision 045: the shopper's account in Hindi (sign in, join, verification, passwords, profile,
// addresses, orders, tracking, cancelling) shows no English of ours, with the messages the forms
// and the server give in English shown in Hindi too. The store's data and the shopper's own
// (names, e-mail, address lines, product names, the courier) stay as written and are taken out.

const profile: CustomerProfile = {
  userName: 'Asha Verma', firstName: 'Asha', lastName: 'Verma', email: 'asha.verma@example.in', mobile: '9876543210', emailVerified: true, mobileVerified: false,
};
const address: Address = {
  id: 7, name: 'Asha Verma', email: 'asha.home@example.in', mobile: '9876543210', address1: '14 Lake View Road', address2: 'Banjara Hills',
  city: 'Hyderabad', district: 'Hyderabad', state: 'Telangana', pincode: '500034',
};
const line = (over: Partial<OrderLineWire>): OrderLineWire => ({
  CoOrderID: 4521, ASIN: 'P1', CoProduct: 'Maroon Cotton Saree', CoSmallImage: 'k.webp', CoSize: 'M', CoOrderStatus: 'Order Placed', StandardPrice: 769,
  CoQuantity: 2, CoPaymentMode: 'COD', CoDescription: '', ItemCondition: 'New', CoTotalPrice: 1538, CoOrderLineID: 11, CoProductID: 1,
  CoOrderDate: '2026-11-20T06:30:00Z', CoColor: 'Red', CoStatusCode: 'placed', CoPaymentStatus: 'Pay on delivery', CoCancellable: true, ...over,
});
const codLine = line({});
const onlineLine = line({
  CoOrderID: 4530, CoOrderLineID: 14, ASIN: 'P2', CoProduct: 'Indigo Block Print Kurta', CoSize: '', CoColor: null, CoQuantity: 1, CoTotalPrice: 899,
  StandardPrice: 899, CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Paid', CoOrderStatus: 'Shipped', CoStatusCode: 'shipped', CoCancellable: false,
  CoOrderDate: '2026-11-22T09:37:00Z',
});
const cancelledLine = line({ CoStatusCode: 'cancelled', CoOrderStatus: 'Cancelled', CoCancellable: false, CoPaymentStatus: 'Not paid' });

const event = (status: string, label: string, at: string, note: string, lineId: number | null = null) => ({ status, label, at, note, order_line_id: lineId });
const tracking: OrderTracking = {
  order_id: 4530, status: 'shipped', status_label: 'Shipped', payment_mode: 'ONLINE', placed_at: '2026-11-22T09:37:00Z', total: 899,
  ship_to: { name: address.name, city: address.city, state: address.state, pincode: address.pincode },
  shipment: { courier: 'Delhivery', awb: 'DL12345678', tracking_url: 'https://www.delhivery.com/track/package/DL12345678' },
  events: [
    event('pending_payment', 'Awaiting Payment', '2026-11-22T09:37:00Z', 'Waiting for the online payment.'),
    event('paid', 'Payment Received', '2026-11-22T09:39:00Z', 'Paid online (razorpay pay_29QQoUBi66xm2f).'),
    event('placed', 'Order Placed', '2026-11-22T09:39:00Z', ''),
    event('confirmed', 'Confirmed', '2026-11-22T09:39:00Z', 'Accepted automatically.'),
    event('shipped', 'Shipped', '2026-11-23T04:00:00Z', 'Shipped with Delhivery, AWB DL12345678.'),
  ],
};
const cancelledTracking: OrderTracking = {
  ...tracking, order_id: 4521, status: 'cancelled', status_label: 'Cancelled', payment_mode: 'COD', shipment: null,
  events: [
    event('placed', 'Order Placed', '2026-11-20T06:30:00Z', '1 item, cash on delivery.'),
    event('cancelled', 'Cancelled', '2026-11-20T08:00:00Z', 'Ordered By Mistake', 11),
    event('cancelled', 'Cancelled', '2026-11-20T08:00:00Z', 'Every item is cancelled.'),
  ],
};

// The shell's store data and the shopper's: names, e-mail, address, products, the courier and its AWB.
const storeData = [
  ...shellStoreData, profile.userName, profile.email, address.email, address.address1, address.address2, address.city, codLine.CoProduct, onlineLine.CoProduct,
  'Red', 'Delhivery', 'DL12345678', 'razorpay pay_29QQoUBi66xm2f', 'asha.verma', '@example.in',
];

interface Page {
  path: string;
  id: string;
  Component: ComponentType<never>;
  data?: unknown;
  actionData?: unknown;
  /** Inside the account layout (the dashboard's sidebar, drawer and bottom bar), signed in. */
  account?: boolean;
}

function render(locale: 'hi' | 'en', page: Page): string {
  const child = { id: page.id, path: page.path.slice(1).split('?')[0], Component: page.Component as never };
  return renderInShell(page.path, page.account ? [{ id: 'routes/account-layout', Component: AccountLayout as never, children: [child] }] : [child], {
    loaderData: {
      root: storeShell(locale, { signedIn: Boolean(page.account) }),
      ...(page.account ? { 'routes/account-layout': { signedIn: true, profile } } : {}),
      ...(page.data === undefined ? {} : { [page.id]: page.data }),
    },
    ...(page.actionData ? { actionData: { [page.id]: page.actionData } } : {}),
  });
}

const loginData = { expired: false, redirectTo: null, registered: false };
const pages: Record<string, Page> = {
  login: { path: '/login', id: 'routes/login', Component: Login as never, data: loginData },
  'login, session expired': { path: '/login?expired=1', id: 'routes/login', Component: Login as never, data: { ...loginData, expired: true } },
  'login, refused': {
    path: '/login', id: 'routes/login', Component: Login as never, data: loginData,
    actionData: { outcome: 'failed', formError: 'Invalid email or password. Please try again.', username: 'asha.verma@example.in' },
  },
  'login, empty fields': {
    path: '/login', id: 'routes/login', Component: Login as never, data: loginData,
    actionData: { outcome: 'invalid', fieldErrors: { username: ['This field is required'], password: ['This field is required'] }, username: '' },
  },
  register: { path: '/register', id: 'routes/register', Component: Register as never },
  'register, problems': {
    path: '/register', id: 'routes/register', Component: Register as never,
    actionData: {
      outcome: 'invalid', values: { firstname: 'Asha', lastname: '', email: 'asha', mobileno: '98765' },
      fieldErrors: {
        lastname: ['This field is required'], email: ['Please enter a valid e-mail address.'], mobileno: ['Phone number must be exactly 10 digits.'],
        password: ['Password must be at least 8 characters long.', 'Password must contain at least one uppercase letter.', 'Password must contain at least one number.'],
        confirmPassword: ['Passwords do not match.'],
      },
    },
  },
  'register, e-mail taken': {
    path: '/register', id: 'routes/register', Component: Register as never,
    actionData: { outcome: 'failed', formError: 'An account with this e-mail already exists.', values: { firstname: 'Asha', lastname: 'Verma', email: profile.email, mobileno: '9876543210' } },
  },
  'forgot password': { path: '/forgot-password', id: 'routes/forgot-password', Component: ForgotPassword as never },
  'forgot password, sent': {
    path: '/forgot-password', id: 'routes/forgot-password', Component: ForgotPassword as never,
    actionData: { outcome: 'sent', email: profile.email, message: 'If an account exists for this e-mail, we have sent a link to reset your password. The link works for 1 hour.' },
  },
  'reset password': { path: '/reset-password?token=t', id: 'routes/reset-password', Component: ResetPassword as never, data: { token: 't' }, actionData: { outcome: 'failed', formError: 'This reset link has expired. Please ask for a new one.' } },
  'reset password, no token': { path: '/reset-password', id: 'routes/reset-password', Component: ResetPassword as never, data: { token: '' } },
  'reset password, done': {
    path: '/reset-password?token=t', id: 'routes/reset-password', Component: ResetPassword as never, data: { token: 't' },
    actionData: { outcome: 'reset', message: 'Your password has been reset. Please log in with your new password.', userName: profile.userName, email: profile.email, mobile: '9876543210' },
  },
  'verify, contact step': { path: '/CreateAccountCard?channel=phone', id: 'routes/create-account-card', Component: CreateAccountCard as never, data: { email: '', mobile: '' } },
  'verify, code step': {
    path: '/CreateAccountCard', id: 'routes/create-account-card', Component: CreateAccountCard as never, data: { email: '', mobile: '' },
    actionData: {
      step: 'code', channel: 'email', value: profile.email, sendId: 's', resendAfter: 30, attemptId: 'a',
      error: 'Please wait 30 seconds before asking for a new code.',
    },
  },
  'verify, code sent': {
    path: '/CreateAccountCard', id: 'routes/create-account-card', Component: CreateAccountCard as never, data: { email: '', mobile: '' },
    actionData: { step: 'code', channel: 'email', value: profile.email, sendId: 's', resendAfter: 30, attemptId: 'a', notice: 'If an account uses a***@example.in, we have sent it a 6-digit code.' },
  },
  'account verified': { path: '/AccountVerifiedCard?via=email', id: 'routes/account-verified-card', Component: AccountVerifiedCard as never },
  'logged out': { path: '/logout', id: 'routes/logout', Component: LogoutPage as never },
  account: { path: '/UserProfile', id: 'routes/account', Component: AccountPage as never, account: true },
  'account settings': { path: '/account-settings', id: 'routes/account', Component: AccountPage as never, account: true },
  logout: { path: '/logout', id: 'routes/logout', Component: LogoutPage as never, account: true },
  addresses: { path: '/your-address', id: 'routes/your-address', Component: YourAddressPage as never, data: { addresses: [address], failed: false }, account: true },
  'no addresses': { path: '/your-address', id: 'routes/your-address', Component: YourAddressPage as never, data: { addresses: [], failed: false }, account: true },
  'address form': { path: '/address-form', id: 'routes/address-form', Component: AddressFormPage as never, data: { address: null }, account: true },
  'edit address': { path: '/address-form?id=7', id: 'routes/address-form', Component: AddressFormPage as never, data: { address }, account: true },
  orders: { path: '/your-orders', id: 'routes/your-orders', Component: YourOrdersPage as never, data: { lines: [codLine, onlineLine], failed: false }, account: true },
  'no orders': { path: '/your-orders', id: 'routes/your-orders', Component: YourOrdersPage as never, data: { lines: [], failed: false }, account: true },
  'orders failed': { path: '/your-orders', id: 'routes/your-orders', Component: YourOrdersPage as never, data: { lines: [], failed: true }, account: true },
  track: { path: '/track?order=4530', id: 'routes/track', Component: TrackPage as never, data: { orderId: 4530, tracking, lines: [onlineLine], problem: null }, account: true },
  'track, cancelled': {
    path: '/track?order=4521', id: 'routes/track', Component: TrackPage as never, data: { orderId: 4521, tracking: cancelledTracking, lines: [cancelledLine], problem: null }, account: true,
  },
  'track, missing': { path: '/track?order=1', id: 'routes/track', Component: TrackPage as never, data: { orderId: 1, tracking: null, lines: [], problem: 'missing' }, account: true },
  'cancellation form': {
    path: '/cancellation-form?line=11', id: 'routes/cancellation-form', Component: CancellationFormPage as never,
    data: { line: codLine, refund: { amount: 0, kind: 'cod', estimate: false }, failed: false }, account: true,
    actionData: { values: { reason: '', comments: 'जल्दी' }, problems: { reason: 'Please select a reason for cancellation.', comments: 'Please enter at least 10 characters in the comments.' }, formError: null },
  },
  'cancellation form, paid': {
    path: '/cancellation-form?line=14', id: 'routes/cancellation-form', Component: CancellationFormPage as never,
    data: { line: { ...onlineLine, CoCancellable: true, CoStatusCode: 'placed', CoOrderStatus: 'Order Placed' }, refund: { amount: 850, kind: 'paid', estimate: true }, failed: false },
    account: true,
  },
  'not cancellable': {
    path: '/cancellation-form?line=14', id: 'routes/cancellation-form', Component: CancellationFormPage as never,
    data: { line: onlineLine, refund: null, failed: false }, account: true,
  },
  'order cancelled': {
    path: '/order-cancelled?line=11', id: 'routes/order-cancelled', Component: OrderCancelledPage as never,
    data: { line: cancelledLine, refund: { amount: 0, kind: 'cod', estimate: false }, failed: false }, account: true,
  },
};

describe('the account pages in Hindi', () => {
  for (const [name, page] of Object.entries(pages)) {
    it(`${name}: no English of ours left`, () => {
      expect(englishLeftIn(visibleTexts(render('hi', page)), storeData)).toEqual([]);
    });
  }

  it('says what the shopper must see in Hindi', () => {
    expect(render('hi', pages.login!)).toContain('अपने ईमेल पते या मोबाइल नंबर से साइन इन करें।');
    expect(render('hi', pages['login, refused']!)).toContain('ईमेल या पासवर्ड गलत है');
    expect(render('hi', pages['register, problems']!)).toContain('पासवर्ड');
    const code = render('hi', pages['verify, code step']!);
    expect(code).toContain('नया कोड माँगने से पहले कृपया 30 सेकंड रुकें।');
    expect(code).toContain('पर 6 अंकों का कोड देखें।');
    const orders = render('hi', pages.orders!);
    expect(orders).toContain('ऑर्डर हो गया');
    expect(orders).toContain('ऑनलाइन पेमेंट · पेमेंट हो गया');
    expect(orders).toContain(formatOrderDate(codLine.CoOrderDate, 'hi'));
    expect(render('hi', pages.track!)).toContain('Delhivery से शिप हुआ, ट्रैकिंग नंबर DL12345678।');
    // The state list reads Hindi; what it posts stays the English name the server checks.
    const form = render('hi', pages['edit address']!);
    expect(form).toContain('<option value="Telangana" class="text-gray-900" selected="">तेलंगाना</option>');
    expect(render('hi', pages.addresses!)).toContain('Hyderabad, तेलंगाना - 500034');
    // The reasons too: the English reason is what the server takes.
    expect(render('hi', pages['cancellation form']!)).toMatch(/value="Ordered By Mistake"[^>]*\/>गलती से ऑर्डर हो गया/);
  });

  it('writes dates and times as Hindi pages do, in India\'s time', () => {
    expect(formatOrderDate('2025-03-05T20:00:00.000Z', 'hi')).toBe('6 मार्च 2025');
    expect(formatOrderDateTime('2025-03-05T09:37:00.000Z', 'hi')).toBe('5 मार्च 2025, 15:07');
    expect(noteText('2 items, cash on delivery.', 'hi')).toBe('2 आइटम, कैश ऑन डिलीवरी।');
    expect(noteText('Packed with care by Rangrez.', 'hi')).toBe('Packed with care by Rangrez.');
  });
});

describe('the same pages in English', () => {
  it('find the English, so the check can fail', () => {
    const left = (name: string) => englishLeftIn(visibleTexts(render('en', pages[name]!)), storeData);
    expect(left('login')).toEqual(expect.arrayContaining(['Login', 'Sign', 'Password', 'Forgot']));
    expect(left('register')).toEqual(expect.arrayContaining(['Create', 'account', 'First', 'name']));
    expect(left('account')).toEqual(expect.arrayContaining(['Welcome', 'Orders', 'Addresses']));
    expect(left('addresses')).toEqual(expect.arrayContaining(['Select', 'Delivery', 'Address', 'Edit', 'Remove']));
    expect(left('orders')).toEqual(expect.arrayContaining(['Track', 'Placed', 'Cash', 'Delivery']));
    expect(left('track')).toEqual(expect.arrayContaining(['Track', 'Your', 'Order', 'Shipped']));
  });

  it('keep the English words as they were', () => {
    expect(render('en', pages['verify, code step']!)).toContain('-digit code at ');
    expect(render('en', pages.orders!)).toContain('20 Nov 2026');
    expect(render('en', pages.orders!)).toContain('Online Payment · Paid');
    expect(render('en', pages.track!)).toContain('Shipped with Delhivery, AWB DL12345678.');
    expect(render('en', pages['edit address']!)).toContain('<option value="Telangana" class="text-gray-900" selected="">Telangana</option>');
    expect(render('en', pages['cancellation form']!)).toContain('Please select a reason for cancellation.');
  });
});
