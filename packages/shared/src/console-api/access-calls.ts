import type { ConsoleCallFn } from './transport.ts';
import { consoleMeWire, consoleSignedInWire, invitationPreviewWire, signedOutWire, type ConsoleLogin, type JoinInput } from './access.ts';

/** The console's sign-in, sign-out, who-am-I and joining calls. */
export function accessCalls({ call }: { call: ConsoleCallFn }) {
  return {
    login: (body: ConsoleLogin) => call('login', consoleSignedInWire, { body }),
    logout: () => call('logout', signedOutWire),
    me: () => call('me', consoleMeWire),
    invitationPreview: (token: string) => call('invitationPreview', invitationPreviewWire, { query: { token } }),
    join: (body: JoinInput) => call('join', consoleSignedInWire, { body }),
  };
}
