// The Haat sandbox gateway's checkout script (decision 010): the same `window.Razorpay` API as
// https://checkout.razorpay.com/v1/checkout.js, so the storefront's payment code is the same for
// both. Served as it is (no build step) from /sandbox-gateway/checkout.js, and self-contained:
// no external resources, styles set through element.style, so the app's CSP allows it.
(() => {
  'use strict';
  if (window.Razorpay && window.Razorpay.haatSandbox) return;

  const script = document.currentScript;
  const base = script && script.src ? new URL('.', script.src) : new URL('/sandbox-gateway/', window.location.href);
  const payUrl = new URL('pay', base).toString();

  function rupees(paise) {
    const amount = Number(paise) / 100;
    if (!Number.isFinite(amount)) return '';
    return `\u20B9${amount.toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
  }

  function element(tag, style, attributes, text) {
    const node = document.createElement(tag);
    if (style) node.style.cssText = style;
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    if (text) node.textContent = text;
    return node;
  }

  /** The payment window's elements: a fixed overlay holding a labelled dialog. */
  function buildWindow(options) {
    const colour = (options.theme && options.theme.color) || '#2563eb';
    const overlay = element('div', 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;'
      + 'background:rgba(15,23,42,0.6);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;');
    const dialog = element('div', 'width:100%;max-width:400px;background:#fff;border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,0.35);overflow:hidden;',
      { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'haat-sandbox-title', 'aria-describedby': 'haat-sandbox-note' });
    const band = element('div', `display:flex;align-items:center;justify-content:space-between;gap:8px;padding:10px 12px 10px 16px;background:${colour};color:#fff;`);
    band.append(element('strong', 'font-size:13px;letter-spacing:0.02em;', null, 'Haat sandbox \u2014 no real money'));
    const closeButton = element('button', 'border:0;background:transparent;color:#fff;font-size:24px;line-height:1;width:36px;height:36px;border-radius:6px;cursor:pointer;',
      { type: 'button', 'aria-label': 'Close payment window' }, '\u00D7');
    band.append(closeButton);

    const body = element('div', 'padding:20px 20px 16px;');
    body.append(element('h2', 'margin:0 0 4px;font-size:20px;', { id: 'haat-sandbox-title' }, options.name || 'Payment'));
    if (options.description) body.append(element('p', 'margin:0 0 12px;color:#475569;font-size:14px;', null, options.description));
    if (options.amount !== undefined) body.append(element('p', 'margin:8px 0;font-size:28px;font-weight:700;', null, rupees(options.amount)));
    const prefill = options.prefill || {};
    const payer = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' \u00B7 ');
    if (payer) body.append(element('p', 'margin:0 0 12px;color:#475569;font-size:13px;', null, `Paying as ${payer}`));
    body.append(element('p', 'margin:0 0 16px;padding:10px 12px;background:#fef9c3;border-radius:8px;font-size:13px;color:#713f12;', { id: 'haat-sandbox-note' },
      'This is the shop\u2019s local test gateway: no card is asked for and no money moves. Pay completes the payment; Fail declines it.'));
    const status = element('p', 'margin:0 0 12px;min-height:1.2em;font-size:14px;', { role: 'status', 'aria-live': 'polite' });
    body.append(status);

    const payLabel = `Pay ${rupees(options.amount)}`.trim();
    const payButton = element('button', `flex:1;padding:12px;border:0;border-radius:8px;background:${colour};color:#fff;font-size:16px;font-weight:600;cursor:pointer;`,
      { type: 'button' }, payLabel);
    const failButton = element('button', 'padding:12px 16px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;color:#b91c1c;font-size:16px;cursor:pointer;',
      { type: 'button' }, 'Fail');
    const buttons = element('div', 'display:flex;gap:8px;');
    buttons.append(payButton, failButton);
    body.append(buttons);
    dialog.append(band, body);
    overlay.append(dialog);
    return { overlay, status, payLabel, payButton, failButton, closeButton };
  }

  class Razorpay {
    constructor(options) {
      options = options || {};
      if (!options.key) throw new Error('Razorpay: the key option is required.');
      if (!options.order_id) throw new Error('Razorpay (Haat sandbox): the order_id option is required.');
      this.options = options;
      this.listeners = {};
      this.view = null;
    }

    /** Like Razorpay: `rzp.on('payment.failed', fn)`; chainable. */
    on(event, handler) {
      (this.listeners[event] = this.listeners[event] || []).push(handler);
      return this;
    }

    emit(event, payload) {
      for (const handler of this.listeners[event] || []) {
        try { handler(payload); } catch (error) { console.error(error); }
      }
    }

    /** Closes the window without telling the page (as Razorpay's `rzp.close()`). */
    close() {
      const view = this.view;
      if (!view) return;
      this.view = null;
      view.overlay.remove();
      document.removeEventListener('keydown', view.onKeyDown);
      document.body.style.overflow = view.bodyOverflow;
      if (view.returnFocus && typeof view.returnFocus.focus === 'function') view.returnFocus.focus();
    }

    /** The shopper closed the window (×, Escape): `modal.ondismiss`, as Razorpay calls it. */
    dismiss() {
      if (!this.view || this.view.busy) return;
      this.close();
      const modal = this.options.modal || {};
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    open() {
      if (this.view) return this;
      const view = { ...buildWindow(this.options), busy: false, bodyOverflow: document.body.style.overflow, returnFocus: document.activeElement };
      view.payButton.addEventListener('click', () => this.attempt('success'));
      view.failButton.addEventListener('click', () => this.attempt('failure'));
      view.closeButton.addEventListener('click', () => this.dismiss());
      // On the document, so Escape works wherever the focus went (a click on the backdrop, say).
      view.onKeyDown = (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          this.dismiss();
        } else if (event.key === 'Tab') {
          trapFocus(event, [view.closeButton, view.payButton, view.failButton].filter((b) => !b.disabled));
        }
      };
      document.addEventListener('keydown', view.onKeyDown);
      this.view = view;
      document.body.style.overflow = 'hidden';
      document.body.append(view.overlay);
      view.payButton.focus();
      return this;
    }

    /** Pay or Fail: the gateway answers Razorpay's success triple, or its error object. */
    async attempt(outcome) {
      const view = this.view;
      if (!view || view.busy) return;
      setBusy(view, true, outcome === 'success' ? 'Processing\u2026' : view.payLabel);
      say(view, outcome === 'success' ? 'Processing the payment\u2026' : 'Declining the payment\u2026', false);
      let ok;
      let reply;
      try {
        const response = await fetch(payUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ order_id: this.options.order_id, key: this.options.key, outcome }),
        });
        ok = response.ok;
        reply = await response.json();
      } catch {
        setBusy(view, false);
        say(view, 'Could not reach the sandbox gateway. Please try again.', true);
        view.payButton.focus();
        return;
      }
      setBusy(view, false);
      if (ok && reply && reply.razorpay_payment_id) {
        this.close();
        try {
          if (typeof this.options.handler === 'function') this.options.handler(reply);
        } catch (error) {
          console.error(error);
        }
        return;
      }
      const error = (reply && reply.error) || { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' };
      if (error.reason === 'payment_failed') {
        // Like Razorpay: the handlers hear of it and the window stays open for another try.
        say(view, 'Payment failed. You can try again or close this window.', true);
        this.emit('payment.failed', { error });
      } else {
        say(view, error.description || 'The payment could not be made.', true);
      }
      view.payButton.focus();
    }
  }

  function setBusy(view, busy, payText) {
    view.busy = busy;
    view.payButton.disabled = busy;
    view.failButton.disabled = busy;
    view.closeButton.disabled = busy;
    view.payButton.textContent = busy ? payText : view.payLabel;
  }

  function say(view, text, isError) {
    view.status.textContent = text;
    view.status.style.color = isError ? '#b91c1c' : '#334155';
  }

  /** Keeps keyboard focus inside the window while it is open. */
  function trapFocus(event, focusable) {
    if (focusable.length === 0) { event.preventDefault(); return; }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
    else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    else if (!focusable.includes(document.activeElement)) { event.preventDefault(); first.focus(); }
  }

  Razorpay.haatSandbox = true;
  window.Razorpay = Razorpay;
})();
