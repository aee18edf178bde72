import type { Plugin } from 'vite';

/**
 * The font files Home's text uses (latin only; the other subsets load when a page needs them):
 * Nunito for the body, Baloo 2 semibold and extra-bold for the headings and tiles.
 */
const HOME_FONTS = [
  /^assets\/nunito-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/baloo-2-latin-600-normal-[\w-]+\.woff2$/,
  /^assets\/baloo-2-latin-800-normal-[\w-]+\.woff2$/,
];

/**
 * Writes `<link rel="preload" as="font">` for Home's fonts into the built index.html, with their
 * hashed names, so they download with the CSS instead of after React's first render. The CSS keeps
 * `font-display: swap`, so text never waits for them.
 */
export function preloadHomeFonts(): Plugin {
  let base = '/';
  return {
    name: 'mckenzie:preload-home-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return HOME_FONTS.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`preloadHomeFonts: no built font matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
