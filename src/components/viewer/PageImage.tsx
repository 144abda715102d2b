import type { ViewerPage } from './types.ts';

type Props = {
  page: ViewerPage;
  alt: string;
  sizes: string;
  priority?: boolean;
  lazy?: boolean;
  className?: string;
};

/** One page image with its box reserved (width, height, aspect-ratio), so nothing moves while it loads. */
export function PageImage({ page, alt, sizes, priority = false, lazy = false, className = 'viewer__image' }: Props) {
  return (
    <img
      className={className}
      src={page.src}
      srcSet={page.srcSet}
      sizes={sizes}
      width={page.width}
      height={page.height}
      style={{ aspectRatio: `${page.width} / ${page.height}` }}
      alt={alt}
      decoding={priority ? 'sync' : 'async'}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : 'auto'}
      draggable={false}
    />
  );
}
