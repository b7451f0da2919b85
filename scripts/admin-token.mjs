// `npm run token`: prints a fresh ID token of the demo administrator from the running Auth
// emulator, to paste as `Authorization: Bearer <token>` in the Apollo Sandbox or curl.
import stack from "./lib/stack.cjs";

const { HOST, PORTS, DEMO_ADMIN } = stack;
const url = `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
try {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...DEMO_ADMIN, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(body.error?.message ?? res.statusText);
  console.log(body.idToken);
} catch (error) {
  console.error(`Impossible d'obtenir un jeton (la pile tourne-t-elle ? lancez npm start) : ${error.message}`);
  process.exit(1);
}
