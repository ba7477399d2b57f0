/**
 * The longest one API request may take, its answer read included (the catalogue's searches have
 * their own, shorter one: spec 001 §9). A server that hangs or a connection that swallows a request
 * would otherwise keep a checkout, an account page or a cart sync waiting for ever, and a queue
 * replay or a token refresh would hold its lock for ever, with every later one waiting behind it.
 * Past it the request is aborted and fails like a lost connection: each caller's "no answer" path
 * (keep the order queued, keep the session, say the shop cannot be reached) takes it.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
