import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useRevalidator } from 'react-router';
import { acceptedImageTypes, maxImageUploadBytes } from '@haat/shared/console-api';
import { useXsrfToken } from '../lib/xsrf.ts';
import { uploadFile } from './catalogue/image-upload.ts';
import { Icon } from './icons.tsx';

interface Sending { key: string; name: string; progress: number; error?: string; done?: boolean }

export const sizeLimit = `${maxImageUploadBytes / 1024 / 1024} MB`;

function refusedWhy(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return `Larger than ${sizeLimit}. Resize it and try again.`;
  if (code === 'file-invalid-type') return 'Not a JPEG, PNG, WebP or AVIF picture.';
  return rejection.errors[0]?.message ?? 'This file cannot be uploaded.';
}

export interface PictureDropzoneProps {
  /** The console resource route each file is posted to (XHR, for its progress). */
  url: string;
  /** How many more pictures fit; the zone is off at 0. */
  room: number;
  /** The zone's words: its input's label, and what it says when full, idle, dragged over; the hint under it. */
  inputLabel: string;
  full: string;
  idle: string;
  dragging: string;
  hint: string;
  /** Whether refusals from an earlier drop stay listed when new files are dropped. */
  keepEarlierRefusals?: boolean;
  /** Whether several files may be chosen at once; off where one picture replaces the last. */
  multiple?: boolean;
}

/**
 * Drop zone and per-file progress for pictures: each file goes up alone through a resource route,
 * checked by content on the server, so one refusal stops none of the others; the page reloads its
 * data when they are all done.
 */
export function PictureDropzone({ url, room, inputLabel, full, idle, dragging, hint, keepEarlierRefusals = false, multiple = true }: PictureDropzoneProps) {
  const xsrf = useXsrfToken();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState<Sending[]>([]);
  const update = (key: string, change: Partial<Sending>) => setSending((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const onDrop = async (files: File[], rejections: FileRejection[]) => {
    const stamp = Date.now();
    const queued = files.map((file, index) => ({ file, key: `${stamp}-${index}` }));
    setSending((all) => [
      ...(keepEarlierRefusals ? all.filter((item) => !item.done || item.error) : []),
      ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
      ...rejections.map((rejection, index) => ({ key: `${stamp}-r${index}`, name: rejection.file.name, progress: 0, error: refusedWhy(rejection), done: true })),
    ]);
    for (const { file, key } of queued) {
      const answer = await uploadFile(url, file, xsrf, (progress) => update(key, { progress }));
      update(key, answer.ok ? { progress: 1, done: true } : { error: answer.message ?? 'Refused.', done: true });
    }
    await revalidator.revalidate();
    setSending((all) => all.filter((item) => item.error));
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, accept: acceptedImageTypes as unknown as Record<string, string[]>, maxSize: maxImageUploadBytes, disabled: room <= 0, multiple });
  return (
    <div className="space-y-2">
      <div {...getRootProps({ className: `flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100'} ${room <= 0 ? 'opacity-50' : ''}` })}>
        <input {...getInputProps({ 'aria-label': inputLabel })} />
        <Icon name="image" className="size-7 text-slate-400" />
        <p className="text-sm font-medium text-slate-800">{room <= 0 ? full : isDragActive ? dragging : idle}</p>
        <p className="text-xs text-slate-500">{hint}</p>
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
