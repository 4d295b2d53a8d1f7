/**
 * A small page for the payment-provider kit: elements with attributes and children, `#id`, `.class`
 * and tag selectors, frames with a window of their own, and a window that hears `message` events. The
 * repository carries no DOM library (jsdom, happy-dom), and the adapters use only this much of one.
 * `html()` writes the page out, so a case can look for card data in it.
 */
class KitFrameWindow extends EventTarget {
  constructor(private readonly parentOrigin: string) {
    super();
  }

  /** What the page posts to the frame arrives as a message event on the frame's window. */
  postMessage(data: unknown, targetOrigin: string): void {
    const event = Object.assign(new Event('message'), { data, origin: this.parentOrigin, targetOrigin });
    setTimeout(() => this.dispatchEvent(event), 0);
  }
}

export class KitElement {
  readonly children: KitElement[] = [];
  parentElement: KitElement | null = null;
  textContent = '';
  readonly contentWindow: KitFrameWindow | null;
  private readonly attributes = new Map<string, string>();

  constructor(
    readonly tagName: string,
    origin: string,
  ) {
    this.contentWindow = tagName === 'IFRAME' ? new KitFrameWindow(origin) : null;
  }

  get id(): string {
    return this.getAttribute('id') ?? '';
  }
  set id(value: string) {
    this.setAttribute('id', value);
  }
  get className(): string {
    return this.getAttribute('class') ?? '';
  }
  set className(value: string) {
    this.setAttribute('class', value);
  }
  get src(): string {
    return this.getAttribute('src') ?? '';
  }
  set src(value: string) {
    this.setAttribute('src', value);
  }
  get title(): string {
    return this.getAttribute('title') ?? '';
  }
  set title(value: string) {
    this.setAttribute('title', value);
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }

  appendChild<T extends KitElement>(child: T): T {
    child.remove();
    child.parentElement = this;
    this.children.push(child);
    return child;
  }

  replaceChildren(...nodes: KitElement[]): void {
    for (const child of [...this.children]) child.remove();
    for (const node of nodes) this.appendChild(node);
  }

  remove(): void {
    const siblings = this.parentElement?.children;
    if (siblings) siblings.splice(siblings.indexOf(this), 1);
    this.parentElement = null;
  }

  querySelector(selector: string): KitElement | null {
    for (const child of this.children) {
      if (child.matches(selector)) return child;
      const found = child.querySelector(selector);
      if (found) return found;
    }
    return null;
  }

  matches(selector: string): boolean {
    if (selector.startsWith('#')) return this.id === selector.slice(1);
    if (selector.startsWith('.')) return this.className.split(/\s+/).includes(selector.slice(1));
    return this.tagName === selector.toUpperCase();
  }

  html(): string {
    const attributes = [...this.attributes].map(([name, value]) => ` ${name}="${value}"`).join('');
    const tag = this.tagName.toLowerCase();
    return `<${tag}${attributes}>${this.textContent}${this.children.map((child) => child.html()).join('')}</${tag}>`;
  }
}

export class KitDocument {
  readonly body: KitElement;

  constructor(private readonly origin: string) {
    this.body = new KitElement('BODY', origin);
  }

  createElement(tag: string): KitElement {
    return new KitElement(tag.toUpperCase(), this.origin);
  }

  querySelector(selector: string): KitElement | null {
    return this.body.querySelector(selector);
  }

  getElementById(id: string): KitElement | null {
    return this.body.querySelector(`#${id}`);
  }
}

export interface KitPage {
  readonly window: Window;
  readonly document: KitDocument;
  /** A container for the card fields, as the checkout has one. */
  readonly container: KitElement;
}

/** A checkout page of the storefront at `origin`, with an empty `#checkout-card-fields` container. */
export function kitPage(origin = 'http://127.0.0.1:4173'): KitPage {
  const document = new KitDocument(origin);
  const container = document.createElement('div');
  container.id = 'checkout-card-fields';
  document.body.appendChild(container);
  const location = new URL('/le-comptoir/validation', origin);
  const window = Object.assign(new EventTarget(), {
    document,
    location: { href: location.href, origin: location.origin },
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    setInterval: (callback: () => void, ms?: number) => setInterval(callback, ms),
    clearInterval: (timer: ReturnType<typeof setInterval>) => clearInterval(timer),
  });
  return { window: window as unknown as Window, document, container };
}
