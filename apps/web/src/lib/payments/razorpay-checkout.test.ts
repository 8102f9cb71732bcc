import { afterEach, describe, expect, it } from 'vitest';
import { loadRazorpayCheckout, RAZORPAY_CHECKOUT_SRC } from './razorpay-checkout';

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
