// The account dashboard's navigation, one chunk loaded after the page (account-frame-later.tsx).
export { AccountBottomBar } from './account-bottom-bar.tsx';
export { AccountDrawer } from './account-drawer.tsx';
export { AccountSidebar } from './account-sidebar.tsx';
