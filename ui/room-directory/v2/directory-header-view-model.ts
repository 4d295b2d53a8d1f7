import { makeAutoObservable } from 'mobx';

/**
 * browsing 2.10, the v2 header: scrolling down collapses it; scrolling back to the top expands it unless
 * it was collapsed before (by the arrow, or on a page other than the home, where it starts collapsed).
 * The arrow toggles it; when it expands again the page scrolls to the top.
 */
export class DirectoryHeaderViewModel {
  collapsed: boolean;
  /** Collapsed on purpose: the top of the page does not expand it. */
  private pinned: boolean;
  private lastY = 0;

  constructor(
    onHome: boolean,
    private readonly scrollToTop: () => void,
  ) {
    this.collapsed = !onHome;
    this.pinned = !onHome;
    makeAutoObservable<this, 'scrollToTop'>(this, { scrollToTop: false }, { autoBind: true });
  }

  onScroll(y: number): void {
    if (y > this.lastY && y > 0) this.collapsed = true;
    else if (y <= 0 && !this.pinned) this.collapsed = false;
    this.lastY = y;
  }

  toggle(): void {
    if (this.collapsed) {
      this.collapsed = false;
      this.pinned = false;
      this.scrollToTop();
    } else {
      this.collapsed = true;
      this.pinned = true;
    }
  }
}
