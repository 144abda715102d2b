import type { ScreenshotGuide } from '../../content/howto';

/** How to take a screenshot on one kind of device. */
export function ScreenshotGuideView({ guide, other }: { guide: ScreenshotGuide; other: { path: string; label: string } }) {
  return (
    <>
      {guide.methods.map((method) => (
        <section key={method.name} className="static-section" aria-label={method.name}>
          <h2>{method.name}</h2>
          <ol className="static-list static-list--ordered">
            {method.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      <section className="static-section" aria-labelledby="after-h">
        <h2 id="after-h">撮影したあとは</h2>
        <ul className="static-list">
          {guide.afterwards.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <a href="/contact/">お問い合わせフォームへ</a>　／　<a href={other.path}>{other.label}</a>
        </p>
      </section>
    </>
  );
}
