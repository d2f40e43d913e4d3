import type { ConsoleCallFn } from './transport.ts';
import { bannerListReply, bannerUploadReply, homeSectionsReply, type BannerUpdateRequest, type HomeSectionsRequest } from './home.ts';

/** The home page settings' calls: banners (an upload sends one file) and home sections. */
export function homeCalls({ call }: { call: ConsoleCallFn }) {
  return {
    bannerList: () => call('bannerList', bannerListReply),
    bannerUpload: (file: Blob) => {
      const form = new FormData();
      form.set('file', file, file instanceof File ? file.name : 'banner');
      return call('bannerUpload', bannerUploadReply, { body: form });
    },
    bannerUpdate: (id: number, body: BannerUpdateRequest) => call('bannerUpdate', bannerListReply, { params: { id }, body }),
    bannerOrder: (ids: number[]) => call('bannerOrder', bannerListReply, { body: { ids } }),
    bannerRemove: (id: number) => call('bannerRemove', bannerListReply, { params: { id } }),
    /** Adds or replaces a banner's phone picture (one file). */
    bannerPhoneUpload: (id: number, file: Blob) => {
      const form = new FormData();
      form.set('file', file, file instanceof File ? file.name : 'banner-phone');
      return call('bannerPhoneUpload', bannerListReply, { params: { id }, body: form });
    },
    bannerPhoneRemove: (id: number) => call('bannerPhoneRemove', bannerListReply, { params: { id } }),
    homeSections: () => call('homeSections', homeSectionsReply),
    homeSectionsUpdate: (body: HomeSectionsRequest) => call('homeSectionsUpdate', homeSectionsReply, { body }),
  };
}
