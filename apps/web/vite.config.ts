import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const apiTarget = process.env.TRIPLINE_API_URL ?? 'http://localhost:3000';

// GET /login and /password/* are console pages; only the API calls under those prefixes go to the server.
const pageAwareProxy: ProxyOptions = {
  target: apiTarget,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '/login': pageAwareProxy,
      '/logout': pageAwareProxy,
      '/password': pageAwareProxy,
      '/sso': { target: apiTarget },
    },
  },
  build: { target: 'es2022', sourcemap: false },
});
