import { Outlet } from 'react-router';

// Placeholder until the dashboard frame is built (issue 4).
export default function AccountLayout() {
  return <Outlet />;
}
