import { makeAutoObservable } from 'mobx';

/**
 * browsing 2.10, the mobile burger menu: an accordion of the services, one item open at a time; it closes
 * when a service is chosen. While it is open the page behind does not scroll (the component locks it).
 */
export class MobileMenuViewModel {
  open = false;
  openItem: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  toggleMenu(): void {
    this.open = !this.open;
    if (!this.open) this.openItem = null;
  }

  /** One item open at a time: opening one closes the other; its own button closes it. */
  toggleItem(id: number): void {
    this.openItem = this.openItem === id ? null : id;
  }

  /** A service was chosen (or Escape): the menu closes. */
  close(): void {
    this.open = false;
    this.openItem = null;
  }
}
