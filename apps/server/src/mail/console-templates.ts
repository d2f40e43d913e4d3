import { composeMail, type MailContent, type MailStore } from './templates.ts';

/** The mail inviting someone to a shop's console, with the single-use join link. */
export function inviteMail(store: MailStore, input: { inviter: string; role: string; link: string }): MailContent {
  const name = store.name.replace(/\s+/g, ' ').trim();
  return composeMail(store, {
    subject: `You are invited to run ${name}`,
    greeting: 'Hello,',
    paragraphs: [`${input.inviter.replace(/\s+/g, ' ').trim()} invited you to the ${name} console as ${input.role}. Open this link to set your name and password:`],
    action: { label: 'Join the console', url: input.link },
    footnote: 'The link works for 72 hours and only once. If you did not expect it, ignore this mail.',
  });
}
