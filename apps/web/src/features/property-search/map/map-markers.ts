import L from 'leaflet';
import type { ListingType, PropertyPin, PropertySearchHit } from '@nivaas/shared';
import { isOpenStatus } from '../../../components/property/property-status';

/** Texts the map needs, already translated by the page (the map chunk loads no namespace). */
export interface MapTexts {
  mapLabel: string;
  price: (hit: PropertySearchHit) => string;
  /** Short price for the pin ("₹25,000", "₹85 L"). */
  pinPrice: (hit: PropertySearchHit) => string;
  status: (hit: PropertySearchHit) => string;
  /** "Gachibowli, Hyderabad" in the reader's language. */
  place: (hit: PropertySearchHit) => string;
  /** A pin's price: "₹25,000/month", "₹1.15 Cr". */
  amount: (listingType: ListingType, price: number) => string;
  open: string;
}

type Classes = Record<string, string>;

/** A price tag pin; a closed listing's tag is grey and says so (not by colour alone). */
export function buildPin(hit: PropertySearchHit, texts: MapTexts, classes: Classes): L.DivIcon {
  const closed = !isOpenStatus(hit.status);
  const label = document.createElement('span');
  label.className = closed ? `${classes.pinLabel} ${classes.closed}` : (classes.pinLabel ?? '');
  label.textContent = closed
    ? `${texts.pinPrice(hit)} · ${texts.status(hit)}`
    : texts.pinPrice(hit);
  return L.divIcon({
    html: label,
    className: classes.pin ?? '',
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}

/** "View property": opens the listing inside the app (a new tab with a modifier key). */
function openLink(id: string, texts: MapTexts, onOpen: (id: string) => void): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `/properties/${encodeURIComponent(id)}`;
  link.textContent = texts.open;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(id);
  });
  return link;
}

/** The popup: title, price, place and a link that opens the listing inside the app. */
export function buildPopup(
  hit: PropertySearchHit,
  texts: MapTexts,
  classes: Classes,
  onOpen: (id: string) => void,
): HTMLElement {
  const box = document.createElement('div');
  box.className = classes.popup ?? '';
  const title = document.createElement('strong');
  title.textContent = hit.title;
  const price = document.createElement('span');
  price.className = classes.popupPrice ?? '';
  price.textContent = isOpenStatus(hit.status)
    ? texts.price(hit)
    : `${texts.price(hit)} · ${texts.status(hit)}`;
  const place = document.createElement('span');
  place.textContent = texts.place(hit);
  box.append(title, price, place, openLink(hit.id, texts, onOpen));
  return box;
}

/** A dot's popup: only what its pin carries (price), and the link to the listing. */
export function buildPinPopup(
  [id, , , price, listingType]: PropertyPin,
  texts: MapTexts,
  classes: Classes,
  onOpen: (id: string) => void,
): HTMLElement {
  const box = document.createElement('div');
  box.className = classes.popup ?? '';
  const amount = document.createElement('span');
  amount.className = classes.popupPrice ?? '';
  amount.textContent = texts.amount(listingType, price);
  box.append(amount, openLink(id, texts, onOpen));
  return box;
}
