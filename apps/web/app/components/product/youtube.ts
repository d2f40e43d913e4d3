/** The video id of a YouTube link (watch, youtu.be, embed, shorts or live forms), or null. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  }
  // Ids are 11 characters of [A-Za-z0-9_-]; anything else is not a video we can embed.
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}
