import { languageTag, type MailLanguage } from './language.ts';

/**
 * The shop's outgoing messages: subject, plain text and a simple HTML version with inline styles
 * (mail clients drop style sheets). Every message goes through `composeMail`, so a new one
 * (order confirmed, order cancelled) is one small function that names its paragraphs and button.
 * A shopper's message speaks the shopper's language (decision 046): each template takes its
 * words from a small table per language (`accountTexts` here, `orderTexts` in order-templates.ts),
 * while the store's own data (its name, products, the shopper's address) goes in as written.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What a message needs to know about the store it speaks for. */
export interface MailStore {
  name: string;
  /** The theme's primary colour, for the button; ignored unless it is a #hex colour. */
  accent?: string;
}

export interface MailParts {
  subject: string;
  /** "Hello Asha," or similar; omitted when null. */
  greeting?: string | null;
  /** Plain-text paragraphs, escaped for the HTML version. */
  paragraphs: string[];
  /** A link shown as a button in HTML and as a bare line in the text. */
  action?: { label: string; url: string };
  /** A large, spaced-out code (verification codes). */
  code?: string;
  /** Small print after the action. */
  footnote?: string;
}

const defaultAccent = '#1f2937';

/** Builds subject, text and HTML of one message from its parts, in `language` (its `<html lang>`). */
export function composeMail(store: MailStore, parts: MailParts, language: MailLanguage = 'en'): MailContent {
  const name = oneLine(store.name);
  const accent = store.accent && /^#[0-9a-f]{3,8}$/i.test(store.accent) ? store.accent : defaultAccent;
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    parts.code,
    parts.action?.url,
    parts.footnote,
    `${name}`,
  ].filter((line): line is string => Boolean(line)).join('\n\n');

  const html = `<!doctype html>
<html lang="${languageTag(language)}"><body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${accent}">${escapeHtml(name)}</h1>
${parts.greeting ? `<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${escapeHtml(parts.greeting)}</p>` : ''}
${parts.paragraphs.map((p) => `<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${parts.code ? `<p style="margin:16px 0;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(parts.code)}</p>` : ''}
${parts.action ? `<p style="margin:20px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:${accent};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 12px;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(parts.action.url)}</p>` : ''}
${parts.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7280;line-height:1.5">${escapeHtml(parts.footnote)}</p>` : ''}
</div></body></html>
`;
  return { subject: oneLine(parts.subject), text: `${text}\n`, html };
}

/** The words of the account mails and of the shop's SMS, per language. */
interface AccountTexts {
  greeting: (firstName: string) => string;
  resetSubject: (store: string) => string;
  resetBody: (store: string) => string;
  resetAction: string;
  resetFootnote: string;
  codeSubject: (store: string) => string;
  codeBody: (store: string) => string;
  codeFootnote: string;
  codeSms: (code: string, store: string) => string;
  codConfirmationSms: (code: string, store: string, orderId: number, minutes: number) => string;
}

const accountTexts: Record<MailLanguage, AccountTexts> = {
  en: {
    greeting: (firstName) => `Hello ${firstName},`,
    resetSubject: (store) => `Reset your ${store} password`,
    resetBody: (store) => `We received a request to reset the password of your ${store} account. Open this link to choose a new password:`,
    resetAction: 'Reset password',
    resetFootnote: 'The link works for 1 hour and only once. If you did not ask for it, ignore this mail: your password stays as it is.',
    codeSubject: (store) => `Your ${store} verification code`,
    codeBody: (store) => `Enter this code to verify your ${store} account:`,
    codeFootnote: 'The code expires in 10 minutes and works once. If you did not ask for it, ignore this mail.',
    codeSms: (code, store) => `${code} is your ${store} verification code. It expires in 10 minutes.`,
    codConfirmationSms: (code, store, orderId, minutes) =>
      `${code} is your code to confirm ${store} order ${orderId} (cash on delivery). It works for ${minutes} minutes. Do not share it.`,
  },
  hi: {
    greeting: (firstName) => `नमस्ते ${firstName},`,
    resetSubject: (store) => `अपना ${store} पासवर्ड रीसेट करें`,
    resetBody: (store) => `हमें आपके ${store} अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:`,
    resetAction: 'पासवर्ड रीसेट करें',
    resetFootnote: 'यह लिंक 1 घंटे तक और सिर्फ़ एक बार काम करेगा। अगर आपने यह नहीं मँगाया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    codeSubject: (store) => `आपका ${store} वेरिफ़िकेशन कोड`,
    codeBody: (store) => `अपना ${store} अकाउंट वेरिफ़ाई करने के लिए यह कोड डालें:`,
    codeFootnote: 'यह कोड 10 मिनट तक और सिर्फ़ एक बार काम करेगा। अगर आपने इसे नहीं मँगाया है, तो इस ईमेल को अनदेखा करें।',
    codeSms: (code, store) => `${code} आपका ${store} वेरिफ़िकेशन कोड है। यह 10 मिनट तक काम करेगा।`,
    codConfirmationSms: (code, store, orderId, minutes) =>
      `${code} आपके ${store} ऑर्डर ${orderId} (कैश ऑन डिलीवरी) को कन्फ़र्म करने का कोड है। यह ${minutes} मिनट तक काम करेगा। इसे किसी को न बताएँ।`,
  },
};

/** "Hello Asha," in the mail's language. */
export function greetingIn(language: MailLanguage, firstName: string): string {
  return accountTexts[language].greeting(oneLine(firstName));
}

/** The mail with the password-reset link. */
export function passwordResetMail(store: MailStore, input: { firstName: string; link: string; language?: MailLanguage }): MailContent {
  const language = input.language ?? 'en';
  const t = accountTexts[language];
  const name = oneLine(store.name);
  return composeMail(store, {
    subject: t.resetSubject(name),
    greeting: greetingIn(language, input.firstName),
    paragraphs: [t.resetBody(name)],
    action: { label: t.resetAction, url: input.link },
    footnote: t.resetFootnote,
  }, language);
}

/** The mail with a sign-up verification code. */
export function verificationCodeMail(store: MailStore, input: { code: string; language?: MailLanguage }): MailContent {
  const language = input.language ?? 'en';
  const t = accountTexts[language];
  const name = oneLine(store.name);
  return composeMail(store, {
    subject: t.codeSubject(name),
    paragraphs: [t.codeBody(name)],
    code: input.code,
    footnote: t.codeFootnote,
  }, language);
}

/** The text message with a sign-up verification code. */
export function verificationCodeSms(store: MailStore, input: { code: string; language?: MailLanguage }): string {
  return accountTexts[input.language ?? 'en'].codeSms(input.code, oneLine(store.name));
}

/** The text message with the code that confirms a cash-on-delivery order (decision 044). */
export function codConfirmationSms(store: MailStore, input: { code: string; orderId: number; minutes: number; language?: MailLanguage }): string {
  return accountTexts[input.language ?? 'en'].codConfirmationSms(input.code, oneLine(store.name), input.orderId, input.minutes);
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
