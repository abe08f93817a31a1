import { useLayoutEffect } from 'react';

/**
 * /login arrives with the sign-in page already rendered in `#prerendered` (scripts/prerender-login.ts). A public
 * screen calls this so that, in the frame React first paints it, the static copy goes: no blank frame between them
 * and no second copy on screen.
 */
export function useDropPrerendered() {
  useLayoutEffect(() => {
    document.getElementById('prerendered')?.remove();
  }, []);
}

/**
 * What was done in the static copy before the app came (main.tsx loads the app on the first input): the live form
 * takes the typed values (`fields` maps an input's type to the form's field), the focus and the caret. Answers
 * whether the copy's form was submitted meanwhile. Call it from the live form's layout effect: it runs before the
 * page's useDropPrerendered (children's effects first), in the same task, so no keystroke falls between the two.
 */
export function adoptPrerendered(
  live: HTMLFormElement | null,
  fields: Record<string, string>,
  setValue: (field: string, value: string) => void,
): boolean {
  const copy = document.getElementById('prerendered');
  if (!copy || !live) return false;
  for (const input of copy.querySelectorAll('input')) {
    const field = fields[input.type];
    const twin = live.querySelector<HTMLInputElement>(`input[type="${input.type}"]`);
    if (!field || !twin) continue;
    if (input.value) {
      twin.value = input.value;
      setValue(field, input.value);
    }
    if (document.activeElement === input) {
      twin.focus();
      try {
        twin.setSelectionRange(input.selectionStart, input.selectionEnd);
      } catch {
        // An e-mail input has no caret to set; focus() put it at the end.
      }
    }
  }
  return copy.dataset.submitted === 'true';
}
