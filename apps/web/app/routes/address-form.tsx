import { StoreApiError, type Address } from '@haat/shared/api';
import { addressSaveError, addressUpdateError, messages } from '@haat/shared/rules';
import { ArrowLeft } from '../components/icons.tsx';
import { data, Link, useNavigate } from 'react-router';
import type { Route } from './+types/address-form';
import { AddressForm } from '../components/address/address-form.tsx';
import type { AddressActionResult, AddressIntent } from '../components/address/address-result.ts';
import { addressProblems, hasProblems, readAddressForm, toAddressInput } from '../components/address/address-values.ts';
import { pinFieldErrors } from '../components/address/address-pin.server.ts';
import { isSignedIn, requireSignIn, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { logger } from '@haat/shared/log';
import * as m from '../i18n/m/address.ts';
import * as account from '../i18n/m/account.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** `?id=` opens that saved address for editing; without it the page adds one. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<{ address: Address | null }> {
  requireSignIn(request);
  const id = Number(new URL(request.url).searchParams.get('id') ?? '');
  if (!id) return { address: null };
  const addresses = await withSession(request, () => storeApi(context).getAddresses());
  const address = addresses.find((a) => a.id === id);
  if (!address) throw data(messages.addressNotFound, { status: 404 });
  return { address };
}

/**
 * Every address change of the shop posts here, from this page, /your-address or checkout:
 * `intent=save` adds (or, with an id, updates) and `intent=delete` removes.
 */
export async function action(args: Route.ActionArgs) {
  const result = await changeAddress(args);
  // Nothing changed: an error status spares the page reloading its data (and, for a lapsed
  // session, being sent away before the shopper reads why).
  return result.ok || result.intent === 'delete' ? result : data(result, { status: result.needsLogin ? 401 : 400 });
}

async function changeAddress({ context, request }: Route.ActionArgs): Promise<AddressActionResult> {
  const form = await request.formData();
  const intent: AddressIntent = form.get('intent') === 'delete' ? 'delete' : 'save';
  const id = Number(form.get('id'));
  const hasId = Number.isSafeInteger(id) && id > 0;
  if (!isSignedIn(request)) return { ok: false, intent, needsLogin: true, message: messages.addressNeedsLogin };
  const api = storeApi(context);

  if (intent === 'delete') {
    if (!hasId) return { ok: false, intent, message: messages.addressRemoveFailed };
    try {
      await withSession(request, () => api.deleteAddress(id));
      return { ok: true, intent, message: messages.addressRemoved };
    } catch (error) {
      if (error instanceof Response) throw error;
      // The spec only logs a failed removal and keeps the address; the shopper is told as well.
      logger.error('Removing an address failed', { error });
      return { ok: false, intent, message: messages.addressRemoveFailed };
    }
  }

  const values = readAddressForm(form);
  const fieldErrors = addressProblems(values);
  if (hasProblems(fieldErrors)) return { ok: false, intent, fieldErrors };
  const pinErrors = await pinFieldErrors(api, values);
  if (hasProblems(pinErrors)) return { ok: false, intent, fieldErrors: pinErrors };
  const input = toAddressInput(values);
  try {
    await withSession(request, () => (hasId ? api.updateAddress(id, input) : api.addAddress(input)));
    return { ok: true, intent, message: hasId ? messages.addressUpdated : messages.addressSaved };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof StoreApiError)) logger.error('Saving an address failed', { error });
    const serverMessage = error instanceof StoreApiError ? error.message : null;
    return { ok: false, intent, message: hasId ? addressUpdateError(serverMessage) : addressSaveError(serverMessage) };
  }
}

/** /address-form: the address form as a page of its own; OK goes back to the saved addresses. */
export default function AddressFormPage({ loaderData }: Route.ComponentProps) {
  const { address } = loaderData;
  const navigate = useNavigate();
  const locale = useLocale();
  const title = address ? m.address_edit_title({}, { locale }) : m.address_add_title({}, { locale });
  const here = address ? `/address-form?id=${address.id}` : '/address-form';
  return (
    <section aria-labelledby="address-form-title" className="w-full max-w-3xl">
      <Link to="/your-address" className="inline-flex items-center gap-1.5 text-sm font-semibold text-gray-600 hover:text-primary">
        <ArrowLeft className="size-4" aria-hidden /> {account.account_nav_addresses({}, { locale })}
      </Link>
      <h1 id="address-form-title" className="mt-3 text-2xl font-extrabold text-gray-900">{title}</h1>
      <div className="mt-5">
        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm md:p-7">
          <AddressForm key={address?.id ?? 'new'} address={address} onDone={() => void navigate('/your-address')} loginRedirect={here} />
        </div>
      </div>
    </section>
  );
}
