import { data } from 'react-router';

// Any other console path: a 404 inside the menu (the storefront never sees /console/*).
export function loader() {
  throw data('This page is not in the console.', { status: 404 });
}

export default function NotFound() {
  return null;
}
