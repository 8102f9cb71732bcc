import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY_CHECKOUT_TIMEOUT_SECONDS, GATEWAY_ORDER_LAPSE_MINUTES } from '@nivaas/shared';
import {
  loadRazorpayCheckout,
  openRazorpayCheckout,
  RAZORPAY_CHECKOUT_SRC,
} from './razorpay-checkout';

/** A page's document, as far as loading a script goes: the scripts added to its head. */
interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  removed: boolean;
  remove(): void;
}
function fakeDocument() {
  const added: FakeScript[] = [];
  const doc = {
    createElement: () => {
      const script: FakeScript = {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        removed: false,
        remove() {
          this.removed = true;
        },
      };
      return script;
    },
    head: { appendChild: (s: FakeScript) => added.push(s) },
  } as unknown as Document;
  return { doc, added };
}
const page = globalThis as { Razorpay?: unknown };

afterEach(() => {
  delete page.Razorpay;
});

describe("Razorpay's checkout script", () => {
  it('says it could not load when it is blocked, and a later click tries again', async () => {
    const { doc, added } = fakeDocument();
    const first = loadRazorpayCheckout(doc, 5_000);
    expect(added.map((s) => s.src)).toEqual([RAZORPAY_CHECKOUT_SRC]);
    added[0]!.onerror!();
    await expect(first).rejects.toThrow('checkout-unavailable');
    expect(added[0]!.removed).toBe(true);
    // No answer at all (offline): it gives up after its time.
    const second = loadRazorpayCheckout(doc, 20);
    expect(added).toHaveLength(2);
    await expect(second).rejects.toThrow('checkout-unavailable');
  });

  it('hands over Checkout once the script has loaded, and loads it once', async () => {
    const { doc, added } = fakeDocument();
    const loading = loadRazorpayCheckout(doc, 5_000);
    class FakeCheckout {
      open() {}
      on() {}
    }
    page.Razorpay = FakeCheckout;
    added[0]!.onload!();
    await expect(loading).resolves.toBe(FakeCheckout);
    await expect(loadRazorpayCheckout(doc)).resolves.toBe(FakeCheckout);
    expect(added).toHaveLength(1);
  });
});

describe("Razorpay's checkout on an order", () => {
  it('closes itself before the order lapses, and closing it without paying answers null', async () => {
    let options: Record<string, unknown> = {};
    class FakeRazorpay {
      constructor(given: Record<string, unknown>) {
        options = given;
      }
      open() {
        (options.modal as { ondismiss: () => void }).ondismiss();
      }
      on() {}
    }
    const result = await openRazorpayCheckout(
      FakeRazorpay,
      {
        gateway: 'razorpay',
        paymentId: 'p1',
        orderId: 'order_1',
        keyId: 'rzp_test',
        amountPaise: 900_000,
        currency: 'INR',
      },
      'Rent',
    );
    expect(result).toBeNull();
    expect(options).toMatchObject({
      order_id: 'order_1',
      timeout: GATEWAY_CHECKOUT_TIMEOUT_SECONDS,
    });
    expect(Number(options.timeout)).toBeLessThan(GATEWAY_ORDER_LAPSE_MINUTES * 60);
  });
});
