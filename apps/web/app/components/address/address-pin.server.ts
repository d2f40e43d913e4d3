import { StoreApiError, type StoreApi } from '@haat/shared/api';
import { pinCodeMessages } from '@haat/shared/rules';
import type { AddressErrors, AddressValues } from './address-values.ts';

/**
 * The PIN's problems as field messages, before the save is sent (a shopper without JavaScript
 * hears them beside the field too): a PIN India Post does not know under Zip Code, a state the
 * PIN is not in under State. A look-up that fails for another reason leaves it to the save,
 * which checks the same.
 */
export async function pinFieldErrors(api: StoreApi, values: AddressValues): Promise<AddressErrors> {
  const pincode = values.pincode.trim();
  try {
    const place = await api.getPincodeDetails(pincode);
    return place.state === values.state ? {} : { state: pinCodeMessages.stateDiffers(pincode, place.state) };
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 400 || error.status === 404)) return { pincode: error.message };
    return {};
  }
}
