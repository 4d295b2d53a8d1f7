/**
 * checkout 5, issue 22.11: after a refused submit the focus goes to the first field at fault, and each line
 * of the problems' summary leads to its field. A field's control (or the group holding its choices) says
 * which checkout field it is with this attribute, the field names of core's CheckoutProblem.
 */
export const CHECKOUT_FIELD_ATTRIBUTE = 'data-checkout-field';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/** The element to focus for a field: its control, or the first control of its group (the chosen radio first). */
export function fieldElement(root: ParentNode, field: string): HTMLElement | null {
  const marked = root.querySelector<HTMLElement>(`[${CHECKOUT_FIELD_ATTRIBUTE}="${CSS.escape(field)}"]`);
  if (!marked || marked.matches(FOCUSABLE)) return marked;
  return marked.querySelector<HTMLElement>('input:checked:not([disabled])') ?? marked.querySelector<HTMLElement>(FOCUSABLE);
}

/** The first field at fault in the order the page shows them (not the order the rules list them). */
export function firstFieldAtFault(root: ParentNode, fields: readonly string[]): HTMLElement | null {
  for (const marked of root.querySelectorAll<HTMLElement>(`[${CHECKOUT_FIELD_ATTRIBUTE}]`)) {
    const field = marked.getAttribute(CHECKOUT_FIELD_ATTRIBUTE);
    if (field !== null && fields.includes(field)) return fieldElement(root, field);
  }
  return null;
}
