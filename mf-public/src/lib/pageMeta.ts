import type { PageMeta } from '../content/pages';

function upsertMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

function upsertCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
}

/** Sets the page's title, description, keywords and canonical address (updating pre-rendered tags in place). */
export function applyPageMeta(meta: PageMeta, canonical: string): void {
  document.title = meta.title;
  upsertMeta('description', meta.description);
  upsertMeta('keywords', meta.keywords.join(', '));
  upsertCanonical(canonical);
}
