import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Restaurant-provided HTML (browsing 3: customPage.content, descriptions), cleaned by DOMPurify before
 * it reaches the page: no script, no event handler, no javascript: link. Style attributes go too: the
 * page's Content-Security-Policy allows no inline style. Links leave in a new tab, without opener.
 */
export function sanitizeRestaurantHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { FORBID_ATTR: ['style'], FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'], RETURN_TRUSTED_TYPE: false });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

export function SanitizedHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  const clean = useMemo(() => sanitizeRestaurantHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
