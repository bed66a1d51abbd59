import type { ExemptedPath } from '../api/contract';

/**
 * Whether a destination path is exempted from client navigation (items of type
 * absolute, regex or startsWith from the layout's `smartLinkExemptedPaths`). An invalid
 * regex exempts nothing rather than breaking every link.
 */
export function isExemptedPath(path: string, exempted: readonly ExemptedPath[]): boolean {
  return exempted.some((item) => {
    switch (item.type) {
      case 'absolute':
        return path === item.value;
      case 'startsWith':
        return path.startsWith(item.value);
      case 'regex':
        try {
          return new RegExp(item.value).test(path);
        } catch {
          return false;
        }
    }
  });
}
