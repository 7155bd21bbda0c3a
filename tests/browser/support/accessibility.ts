import type { Page } from "playwright-core";

/** Form controls (visible ones) that have no accessible name from a label, aria-label(ledby) or their text. */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("button, input, textarea, select, a[href]"))
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const labelled =
          (control as HTMLInputElement).labels?.length || control.getAttribute("aria-label") || control.getAttribute("aria-labelledby");
        return !labelled && !control.textContent?.trim();
      })
      .map((control) => control.outerHTML.slice(0, 80)),
  );
}

/**
 * WCAG contrast of each visible element's text against the first opaque background behind it; returns the ones
 * under `minimum` (4.5:1 for normal text).
 */
export function lowContrastText(page: Page, selector: string, minimum = 4.5): Promise<string[]> {
  return page.evaluate(
    ([selector, minimum]) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const background = (element: Element | null): number[] => {
        for (let node = element; node; node = node.parentElement) {
          const color = rgb(getComputedStyle(node).backgroundColor);
          if (color.length === 3 || color[3] === 1) return color.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const failures: string[] = [];
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (element.getClientRects().length === 0 || !element.textContent?.trim()) continue;
        const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(background(element))];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < minimum) failures.push(`${ratio.toFixed(2)} ${element.outerHTML.slice(0, 60)}`);
      }
      return failures;
    },
    [selector, minimum] as const,
  );
}
