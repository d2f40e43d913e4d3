import type { CustomerProfile } from '@haat/shared/api';
import { useRouteLoaderData } from 'react-router';

/** What the account layout's loader gives every page inside it. */
export interface AccountLayoutData {
  signedIn: boolean;
  /** The customer's profile; null when signed out (the /logout page) or when it could not be loaded. */
  profile: CustomerProfile | null;
}

/** The layout's route id (its file path under app/, without the extension). */
const accountLayoutId = 'routes/account-layout';

export function useAccountLayoutData(): AccountLayoutData {
  return useRouteLoaderData<AccountLayoutData>(accountLayoutId) ?? { signedIn: false, profile: null };
}
