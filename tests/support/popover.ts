/**
 * jsdom has no Popover API. This is the part of it the chat widget relies on, as browsers do it:
 * a `[popovertarget]` button shows, hides or toggles its popover (`popovertargetaction`), Escape
 * hides the open one, `showPopover()` / `hidePopover()` / `togglePopover()`, `:popover-open` in
 * `matches()`, `beforetoggle` at once and `toggle` in a later task, and the browser's own rule
 * that a closed popover is not displayed. Returns the function that removes it.
 */
export function installPopover(): () => void {
  // Kept out of the DOM, as browsers keep it: an attribute would differ from the server's HTML.
  const shown = new WeakSet<Element>();
  const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  const matches = Element.prototype.matches;
  const computedStyle = window.getComputedStyle;
  const isOpen = (element: Element) => shown.has(element);

  function set(element: HTMLElement, open: boolean) {
    if (isOpen(element) === open) return;
    const newState = open ? 'open' : 'closed';
    const oldState = open ? 'closed' : 'open';
    element.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState, oldState }));
    if (open) shown.add(element);
    else shown.delete(element);
    setTimeout(() =>
      element.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState })),
    );
  }
  const methods = {
    showPopover(this: HTMLElement) {
      set(this, true);
    },
    hidePopover(this: HTMLElement) {
      set(this, false);
    },
    togglePopover(this: HTMLElement) {
      set(this, !isOpen(this));
    },
  };
  Object.assign(proto, methods);
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? isOpen(this) : matches.call(this, selector);
  };
  // The browser's own rule: a popover is displayed only while it is open.
  window.getComputedStyle = (element, pseudo) => {
    const style = computedStyle.call(window, element, pseudo);
    if (!element.hasAttribute('popover') || isOpen(element)) return style;
    return new Proxy(style, {
      get(target, property) {
        if (property === 'display') return 'none';
        if (property === 'getPropertyValue')
          return (name: string) => (name === 'display' ? 'none' : target.getPropertyValue(name));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  };

  const onClick = (event: MouseEvent) => {
    const invoker = (event.target as Element | null)?.closest('button[popovertarget]');
    const target = invoker && document.getElementById(invoker.getAttribute('popovertarget')!);
    if (!target) return;
    const action = invoker.getAttribute('popovertargetaction') ?? 'toggle';
    set(target, action === 'toggle' ? !isOpen(target) : action === 'show');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = [...document.querySelectorAll<HTMLElement>('[popover]')].find(isOpen);
    if (!open) return;
    // The browser gives focus back to the element focused before the popover opened, when the
    // focus was inside it; the widget's own code decides otherwise.
    set(open, false);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);

  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    Element.prototype.matches = matches;
    window.getComputedStyle = computedStyle;
    for (const name of Object.keys(methods)) delete proto[name];
  };
}
