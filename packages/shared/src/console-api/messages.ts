/** The console's messages, said the same way by the server and the screens. */
export const consoleMessages = {
  signInRequired: 'Please sign in to the console.',
  roleRefused: 'Your role in this shop does not allow this.',
  badCredentials: 'That e-mail and password do not match a staff account of this shop.',
  invitationInvalid: 'This invitation link is not valid. Ask the shop owner for a new one.',
  invitationExpired: 'This invitation has expired. Ask the shop owner for a new one.',
  invitationUsed: 'This invitation has already been used. Sign in instead.',
  xsrfRefused: 'This form has expired. Reload the page and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  staleEdit: 'Someone else changed this since you opened it. Reload to see their change, then edit again.',
  notFound: 'Not found in this shop.',
} as const;
