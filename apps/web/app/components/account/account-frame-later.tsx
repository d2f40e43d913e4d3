import { serverHtmlUntilLoaded } from '../server-html-until-loaded.tsx';

// The account dashboard's navigation is links and one drawer (decision 050). The sidebar and the
// phone's bottom bar stay the server's HTML until the shopper moves on (their links work through
// the page's one click listener); the phone's bar with its Menu button takes over once the page has
// been idle. Every account page's first scripts are lighter by the list of links, the drawer and
// their icons' code.
const loadFrame = () => import('./account-frame.ts');

export const AccountSidebar = serverHtmlUntilLoaded(() => loadFrame().then((frame) => frame.AccountSidebar));
export const AccountBottomBar = serverHtmlUntilLoaded(() => loadFrame().then((frame) => frame.AccountBottomBar));
export const AccountDrawer = serverHtmlUntilLoaded(() => loadFrame().then((frame) => frame.AccountDrawer), { until: 'loaded' });
