import { redirect } from 'react-router';
import { homePath } from '../lib/paths.ts';

// /console itself only points at the dashboard: see homePath for why it cannot be the dashboard.
export function loader() {
  throw redirect(homePath);
}

export default function Index() {
  return null;
}
