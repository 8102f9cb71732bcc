/** WhatsApp's own link for sending `text` and `url` to a chat the person picks. */
export const whatsAppShareUrl = (text: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/** A WhatsApp chat with an Indian number stored as +91XXXXXXXXXX (wa.me wants digits only). */
export const whatsAppChatUrl = (phone: string): string =>
  `https://wa.me/${phone.replace(/\D/g, '')}`;

/** A tel: link that dials the number as stored (+91XXXXXXXXXX). */
export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** `path` as an absolute address of this app (the page's own origin; the path alone without one). */
export const appUrl = (path: string): string =>
  typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
