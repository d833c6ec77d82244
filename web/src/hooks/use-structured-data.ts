import { useEffect } from 'react';

/**
 * Puts schema.org structured data (JSON-LD) in <head> while the page is shown, e.g. the Product on
 * the detail page, and takes it out again when the page goes. `data` null adds nothing.
 */
export function useStructuredData(data: object | null): void {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    // The product page as the productPage function answered it carries its own copy: this one
    // replaces it, so the page never holds two.
    document.head.querySelector('script[type="application/ld+json"][data-prerendered]')?.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // "</script" inside a string would end the element early; \u003c is the same character to JSON.
    script.textContent = json.replace(/</g, '\\u003c');
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
