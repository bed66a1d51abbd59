import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from '../app/router';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  prefetch?: 'intent' | 'viewport' | 'none';
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

/**
 * An in-site link: a real `<a href>` that works without JavaScript, taken over by the client
 * router after hydration. It prefetches the destination on hover or focus, or when scrolled
 * into view with `prefetch="viewport"`.
 */
export function Link({
  href,
  prefetch = 'intent',
  onClick,
  onMouseEnter,
  onFocus,
  target,
  children,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (prefetch !== 'viewport' || !ref.current || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        router.prefetch(href);
        observer.disconnect();
      }
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [href, prefetch, router]);

  return (
    <a
      ref={ref}
      href={href}
      target={target}
      {...rest}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (prefetch !== 'none') router.prefetch(href);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (prefetch !== 'none') router.prefetch(href);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        router.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
