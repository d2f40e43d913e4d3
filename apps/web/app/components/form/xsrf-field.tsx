import { useXsrfToken, xsrfFieldName } from '../../lib/xsrf.ts';

/** The hidden field a form changing a signed-in shopper's data must carry (lib/xsrf.ts). */
export function XsrfField() {
  return <input type="hidden" name={xsrfFieldName} value={useXsrfToken()} />;
}
