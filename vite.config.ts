import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Brotli (quality 11) and gzip (level 9) copies of the client files, written once at build
    // and sent as they are (@fastify/static preCompressed); on-the-fly compression runs at
    // brotli quality 4, about 13% larger on the React bundle.
    // (The server bundle gets copies too; nothing reads them.)
    compression({ include: /\.(js|css|svg|webmanifest|txt|json)$/, logLevel: "silent" }),
  ],
  server: { hmr: { port: 24678 } },
  // KaTeX's fonts stay files: the pages' policy loads fonts from the site only (font-src
  // 'self', no data: URLs), and a browser fetches only the few a page's formulas use.
  build: { assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined) },
});
