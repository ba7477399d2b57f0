/**
 * Text the shopper has typed and not sent yet (issue 10: an update never reloads it away). Tracked
 * from input events rather than read from the fields: React keeps a controlled field's default value
 * in step with its value, so "value differs from the default" says nothing there.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Set<Field>();
const isField = (t: EventTarget | null): t is Field => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

const listeners = new Set<() => void>();
let tracking = false;

/** Starts tracking the document's fields (once, with the service worker's registration). */
export function trackTypedInput(): void {
  if (tracking) return;
  tracking = true;
  const onInput = (e: Event) => {
    if (isField(e.target) && e.target.type !== 'hidden') typed.add(e.target);
    listeners.forEach((l) => l());
  };
  // A sent form has nothing left to lose (login, newsletter, the search page's form).
  const onSubmit = (e: Event) => {
    for (const field of typed) if (e.target instanceof Node && e.target.contains(field)) typed.delete(field);
    listeners.forEach((l) => l());
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  document.addEventListener('submit', onSubmit, true);
}

/** Told of every edit and sent form; returns the unsubscribe. */
export function onTypedInput(listener: () => void): () => void {
  trackTypedInput();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: a new page. */
export function forgetTypedInput(): void {
  typed.clear();
}

/** True while a field the shopper typed in is still on the page with something in it. */
export function hasTypedInput(): boolean {
  for (const field of [...typed]) {
    if (!field.isConnected) typed.delete(field);
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return true;
    else if (field.value.trim() !== '') return true;
  }
  return false;
}
