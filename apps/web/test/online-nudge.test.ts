import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { PaymentMethod } from '../app/components/checkout/payment-method.tsx';

// The checkout's nudge to pay online (issue 18): the exact saving in rupees while cash on
// delivery is chosen, nothing once online is, and nothing when paying online saves nothing.

const render = (mode: 'COD' | 'ONLINE', saving: { discount: number; codFee: number; total: number }) => renderToStaticMarkup(createElement(PaymentMethod, {
  mode, onModeChange: () => {}, captcha: null, onlineTotal: 1307, busy: false, disabled: false, codRefused: null, codFee: saving.codFee, saving,
}));
const text = (html: string) => html.replace(/<[^>]+>/g, '');

it('names the saving, the discount alone when there is no COD fee', () => {
  expect(text(render('COD', { discount: 131, codFee: 0, total: 131 }))).toContain('Save ₹131 by paying online (10% off).');
});

it('names both parts when a COD fee is saved too', () => {
  expect(text(render('COD', { discount: 131, codFee: 49, total: 180 }))).toContain('Save ₹180 by paying online: 10% off (₹131) and no ₹49 COD fee.');
});

it('says nothing once online is chosen, or when paying online saves nothing', () => {
  expect(render('ONLINE', { discount: 131, codFee: 0, total: 131 })).not.toContain('online-nudge');
  expect(render('COD', { discount: 0, codFee: 0, total: 0 })).not.toContain('online-nudge');
});
