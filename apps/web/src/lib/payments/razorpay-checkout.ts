import {
  GATEWAY_CHECKOUT_TIMEOUT_SECONDS,
  type GatewayCheckoutResult,
  type GatewayOrder,
} from '@nivaas/shared';

/** Razorpay's checkout script; the server's CSP lets exactly this in when Razorpay is on. */
export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** What the script defines: `Razorpay` on the page's global object. */
const page = () => globalThis as { Razorpay?: RazorpayConstructor };

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads Razorpay's checkout script once, when a person chose to pay online (never on page
 * load). Rejects when it cannot load (offline, blocked, or no answer in 15 s); a later click
 * tries again.
 */
export function loadRazorpayCheckout(
  doc: Pick<Document, 'createElement' | 'head'> = document,
  timeoutMs = 15_000,
): Promise<RazorpayConstructor> {
  const ready = page().Razorpay;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    const timer = setTimeout(() => fail(), timeoutMs);
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('checkout-unavailable'));
    };
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      const loaded = page().Razorpay;
      if (loaded) resolve(loaded);
      else fail();
    };
    script.onerror = fail;
    doc.head.appendChild(script);
  });
  return loading;
}

/**
 * Opens Razorpay's checkout on the server's order. Resolves with the signed result after a
 * payment, or null when the person closed it without paying.
 */
export function openRazorpayCheckout(
  Razorpay: RazorpayConstructor,
  order: GatewayOrder,
  description: string,
): Promise<GatewayCheckoutResult | null> {
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amountPaise,
      currency: order.currency,
      order_id: order.orderId,
      name: 'Nivaas',
      description,
      handler: (result: GatewayCheckoutResult) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
      // Checkout closes itself (seconds) well before the order lapses on the server (decision 071).
      timeout: GATEWAY_CHECKOUT_TIMEOUT_SECONDS,
    });
    checkout.open();
  });
}
