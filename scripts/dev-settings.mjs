// The addresses `npm run dev` uses, from PORT: the site (Vite) on PORT, the API beside it on the next port
// and the WhatsApp fake on the one after, unless API_PORT or WHATSAPP_FAKE_PORT say otherwise. Links in
// e-mail and WhatsApp point at the site's own address, the one the developer opened.

/** The dev processes' ports and the origin every link and the outbox are at. */
export function devSettings(env) {
  const port = Number(env.PORT || 3000);
  const apiPort = Number(env.API_PORT || port + 1);
  const fakePort = Number(env.WHATSAPP_FAKE_PORT || port + 2);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, "");
  return { port, apiPort, fakePort, publicUrl };
}
