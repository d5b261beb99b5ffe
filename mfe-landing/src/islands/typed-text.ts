/** What the visitor typed into named fields before the islands mounted. */
export function readTypedText(container: Element): Map<string, string> {
  const typed = new Map<string, string>();
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value) typed.set(input.name, input.value);
  }
  return typed;
}

/**
 * Gives typed text back to the mounted fields through an input event, so the components' state
 * (a controlled input) holds it too, not only the DOM.
 */
export function restoreTypedText(container: Element, typed: Map<string, string>): void {
  for (const [name, value] of typed) {
    const input = container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (!input) continue;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
