/**
 * What the server's renderer gets in place of a library that needs a browser (Leaflet and its
 * cluster plugin, vite.config.ts): loading it does nothing, using it throws. A part that draws
 * a map belongs in `ClientOnly`; one that slips out fails its drawing, which the renderer
 * catches (the browser then draws the page), instead of Leaflet reading `window` as it loads,
 * which stops the server.
 */
const refuse = (): never => {
  throw new Error('a map needs the browser: draw it inside ClientOnly');
};

const browserOnly: unknown = new Proxy(function browserOnly() {}, {
  get: refuse,
  apply: refuse,
  construct: refuse,
});

export default browserOnly;
