/**
 * The header on which the storefront hands the server the nonce its page's inline scripts carry
 * (decision 018). The server makes the page's Content-Security-Policy from it and removes it: it
 * never leaves the process. A page kept by the page cache keeps it too, so a page served again
 * always goes out with the policy that matches its own scripts.
 */
export const scriptNonceHeader = 'x-haat-script-nonce';
