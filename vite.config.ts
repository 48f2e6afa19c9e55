import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle is our Express app (server/app.ts), which wraps the React Router handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : {},
  ssr: {
    // Native/WASM server packages stay external and are loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "pino", "pino-pretty", "csv-parse", "iconv-lite", "sanitize-html"],
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
}));
