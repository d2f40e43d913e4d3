/**
 * The shop's outgoing messages: subject, plain text and a simple HTML version with inline styles
 * (mail clients drop style sheets). Every message goes through `composeMail`, so a new one
 * (order confirmed, order cancelled) is one small function that names its paragraphs and button.
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

/** Builds subject, text and HTML of one message from its parts. */
export function composeMail(store: MailStore, parts: MailParts): MailContent {
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
<html><body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
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

/** The mail with the password-reset link. */
export function passwordResetMail(store: MailStore, input: { firstName: string; link: string }): MailContent {
  const name = oneLine(store.name);
  return composeMail(store, {
    subject: `Reset your ${name} password`,
    greeting: `Hello ${oneLine(input.firstName)},`,
    paragraphs: [`We received a request to reset the password of your ${name} account. Open this link to choose a new password:`],
    action: { label: 'Reset password', url: input.link },
    footnote: 'The link works for 1 hour and only once. If you did not ask for it, ignore this mail: your password stays as it is.',
  });
}

/** The mail with a sign-up verification code. */
export function verificationCodeMail(store: MailStore, input: { code: string }): MailContent {
  const name = oneLine(store.name);
  return composeMail(store, {
    subject: `Your ${name} verification code`,
    paragraphs: [`Enter this code to verify your ${name} account:`],
    code: input.code,
    footnote: 'The code expires in 10 minutes and works once. If you did not ask for it, ignore this mail.',
  });
}

/** The text message with a sign-up verification code. */
export function verificationCodeSms(store: MailStore, input: { code: string }): string {
  return `${input.code} is your ${oneLine(store.name)} verification code. It expires in 10 minutes.`;
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
