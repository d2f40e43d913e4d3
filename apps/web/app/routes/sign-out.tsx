import { redirect } from 'react-router';

// Placeholder until sign-out is built (issue 4).
export function action() {
  return redirect('/login');
}
