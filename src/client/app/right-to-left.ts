import type { StylisElement, StylisPlugin } from '@emotion/cache';
import cssjanus from 'cssjanus';

/** A declaration flipped right to left, by its text ("margin-left:8px;"): most come again and again. */
const flipped = new Map<string, string>();

/**
 * What every declaration cssjanus changes holds: a side or direction, a resize cursor, or one of
 * the properties whose values it reorders or negates (four-value margins, padding, borders and
 * colours, corner radii, shadows, translations, background positions). Most declarations hold
 * none, and need not go through its thirty-odd patterns.
 */
const MAY_FLIP =
  /left|right|ltr|rtl|resize|radius|shadow|translate|background|margin|padding|border-width|-color|border-style/i;

/** `declaration` as cssjanus flips it right to left. */
export function flipDeclaration(declaration: string): string {
  if (!MAY_FLIP.test(declaration)) return declaration;
  let done = flipped.get(declaration);
  if (done === undefined) {
    done = cssjanus.transform(declaration);
    flipped.set(declaration, done);
  }
  return done;
}

/** Whether @mui/stylis-plugin-rtl flips this rule's declarations: the rules it flips are kept. */
function isFlipped(rule: StylisElement): boolean {
  for (let at = rule.parent; at; at = at.parent) {
    if (at.type === '@keyframes' || at.type === '@supports') return true;
  }
  return !rule.parent || ['@media', 'rule', '@layer'].includes(rule.parent.type);
}

/**
 * Emotion's right-to-left styles, as @mui/stylis-plugin-rtl writes them (cssjanus flips each
 * left and right), one declaration at a time and each text once: that plugin writes every rule
 * out, flips it and reads it back, which cost an Arabic page a tenth of its main thread's time on
 * a phone (docs/PERFORMANCE.md).
 */
export const rightToLeftPlugin: StylisPlugin = (element) => {
  if (element.type !== 'decl' || !element.value) return;
  const rule = element.root;
  if (rule?.type === 'rule' && isFlipped(rule)) element.return = flipDeclaration(element.value);
};
