import type { createConsoleTransport } from './transport.ts';
import { categoryImageReply, imageUploadReply, productImagesReply } from './images.ts';

type Transport = ReturnType<typeof createConsoleTransport>;

/** A form with the one picture of an upload under `file`, as the server reads it. */
function oneFile(file: Blob, name = 'image'): FormData {
  const form = new FormData();
  form.set('file', file, file instanceof File ? file.name : name);
  return form;
}

/** The console's calls for product and category pictures; an upload sends one file. */
export function imageCalls({ call }: Transport) {
  return {
    imageUpload: (productId: number, file: Blob) => call('imageUpload', imageUploadReply, { params: { id: productId }, body: oneFile(file) }),
    imageOrder: (productId: number, ids: number[]) => call('imageOrder', productImagesReply, { params: { id: productId }, body: { ids } }),
    imageMain: (productId: number, imageId: number) => call('imageMain', productImagesReply, { params: { id: productId, imageId } }),
    imageRemove: (productId: number, imageId: number) => call('imageRemove', productImagesReply, { params: { id: productId, imageId } }),
    categoryImage: (categoryId: number, file: Blob) => call('categoryImage', categoryImageReply, { params: { id: categoryId }, body: oneFile(file) }),
  };
}
