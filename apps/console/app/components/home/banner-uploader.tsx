import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useRevalidator } from 'react-router';
import { acceptedImageTypes, maxBanners, maxImageUploadBytes } from '@haat/shared/console-api';
import { useXsrfToken } from '../../lib/xsrf.ts';
import { uploadFile } from '../catalogue/image-upload.ts';
import { Icon } from '../icons.tsx';

interface Sending { key: string; name: string; progress: number; error?: string; done?: boolean }

const sizeLimit = `${maxImageUploadBytes / 1024 / 1024} MB`;

function refusedWhy(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return `Larger than ${sizeLimit}. Resize it and try again.`;
  if (code === 'file-invalid-type') return 'Not a JPEG, PNG, WebP or AVIF picture.';
  return rejection.errors[0]?.message ?? 'This file cannot be uploaded.';
}

/** Drop zone for banners: each file goes up alone (XHR through a resource route), checked by content on the server. */
export function BannerUploader({ room }: { room: number }) {
  const xsrf = useXsrfToken();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState<Sending[]>([]);
  const update = (key: string, change: Partial<Sending>) => setSending((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const onDrop = async (files: File[], rejections: FileRejection[]) => {
    const stamp = Date.now();
    const queued = files.map((file, index) => ({ file, key: `${stamp}-${index}` }));
    setSending([
      ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
      ...rejections.map((rejection, index) => ({ key: `${stamp}-r${index}`, name: rejection.file.name, progress: 0, error: refusedWhy(rejection), done: true })),
    ]);
    for (const { file, key } of queued) {
      const answer = await uploadFile('/console/settings/home/banners', file, xsrf, (progress) => update(key, { progress }));
      update(key, answer.ok ? { progress: 1, done: true } : { error: answer.message ?? 'Refused.', done: true });
    }
    await revalidator.revalidate();
    setSending((all) => all.filter((item) => item.error));
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, accept: acceptedImageTypes as unknown as Record<string, string[]>, maxSize: maxImageUploadBytes, disabled: room <= 0 });
  return (
    <div className="space-y-2">
      <div {...getRootProps({ className: `flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100'} ${room <= 0 ? 'opacity-50' : ''}` })}>
        <input {...getInputProps({ 'aria-label': 'Add banners' })} />
        <Icon name="image" className="size-7 text-slate-400" />
        <p className="text-sm font-medium text-slate-800">{room <= 0 ? `A shop holds at most ${maxBanners} banners` : isDragActive ? 'Drop the banners here' : 'Drop banners here, or tap to choose'}</p>
        <p className="text-xs text-slate-500">JPEG, PNG, WebP · wide pictures (about 3 : 1) · up to {sizeLimit} each</p>
      </div>
      {sending.length > 0 && (
        <ul className="space-y-1.5" aria-label="Uploads">
          {sending.map((item) => (
            <li key={item.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex justify-between gap-2"><span className="truncate">{item.name}</span><span className="shrink-0 text-xs text-slate-500">{item.error ? 'Refused' : item.done ? 'Done' : `${Math.round(item.progress * 100)} %`}</span></div>
              {item.error ? <p role="alert" className="mt-1 text-xs text-red-700">{item.error}</p> : (
                <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label={`Uploading ${item.name}`} aria-valuenow={Math.round(item.progress * 100)} aria-valuemin={0} aria-valuemax={100}>
                  <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${item.progress * 100}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
