/**
 * JSON for inside a <script> element (JSON-LD, a page's data). `<` is written as \u003c so no
 * value (a listing's title) can end the element or open a comment, and U+2028/2029 are escaped
 * for old parsers; JSON parsers read it back unchanged.
 */
export const scriptJson = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
