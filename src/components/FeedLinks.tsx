/** The sitemap feeds as alternate links (React hoists them into the document head). */
export function FeedLinks() {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title="読み場 新着・更新作品" href="/sitemap/rss/" />
      <link rel="alternate" type="application/atom+xml" title="読み場 新着・更新作品" href="/sitemap/atom/" />
    </>
  );
}
