import { addressListReply, toAddress, toAddressPayload, type Address, type AddressInput } from './addresses.ts';
import { messageReply } from './accounts.ts';
import { apiPaths } from './paths.ts';
import type { Call } from './transport.ts';

/** The signed-in customer's saved delivery addresses (accounts spec §7). */
export function addressCalls(call: Call) {
  return {
    async getAddresses(): Promise<Address[]> {
      return (await call('GET', apiPaths.addresses, addressListReply)).data.data.map(toAddress);
    },
    async addAddress(input: AddressInput): Promise<string> {
      return (await call('POST', apiPaths.addAddress, messageReply, toAddressPayload(input))).data.message;
    },
    async updateAddress(id: number, input: AddressInput): Promise<string> {
      return (await call('POST', apiPaths.updateAddress, messageReply, { ...toAddressPayload(input), id })).data.message;
    },
    async deleteAddress(id: number): Promise<string> {
      return (await call('POST', apiPaths.deleteAddress, messageReply, { id })).data.message;
    },
  };
}
