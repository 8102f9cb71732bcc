import { describe, expect, it } from 'vitest';
import { telUrl, whatsAppChatUrl, whatsAppShareUrl } from './share-links';

describe('share and contact links', () => {
  it('puts the text and the address into one WhatsApp message', () => {
    const url = whatsAppShareUrl(
      '2 BHK & garden on Nivaas',
      'https://nivaas.in/rent/guntur/apartment/p1',
    );
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(
      '2 BHK & garden on Nivaas https://nivaas.in/rent/guntur/apartment/p1',
    );
  });

  it('dials and opens WhatsApp chats with the stored Indian number', () => {
    expect(telUrl('+919876543210')).toBe('tel:+919876543210');
    expect(whatsAppChatUrl('+919876543210')).toBe('https://wa.me/919876543210');
  });
});
