import { serverHtmlUntilLoaded } from '../server-html-until-loaded.tsx';

// /CreateAccountCard opens on the contact step; the code step (its six boxes, the resend timer)
// comes only once a code is sent, so its code is not in the page's first scripts (decision 050).
// Shown by the send's answer, it waits for its code inside that navigation; a page the server
// renders on it (without JavaScript) keeps the server's boxes until the code is in.
export const CodeStepCard = serverHtmlUntilLoaded(() => import('./code-step-card.tsx').then((module) => module.CodeStepCard), { until: 'loaded' });
