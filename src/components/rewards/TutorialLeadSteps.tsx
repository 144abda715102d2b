'use client';

/**
 * The tutorial info of the app state (the rewards' first steps for a new member, from the tutorial lead)
 * on /tutorial/: nothing for visitors and for members past their first days.
 */
import { useSnapshot } from 'valtio';
import './tutorial-lead.css';
import { appState } from '../../state/app-store.ts';
import { tutorialSteps } from '../../state/tutorial-lead.ts';

export function TutorialLeadSteps() {
  const { tutorialInfo } = useSnapshot(appState);
  const steps = tutorialSteps(tutorialInfo.contents);
  if (steps.length === 0) return null;
  return (
    <section className="tutorial-lead" aria-labelledby="tutorial-lead-title">
      <h2 id="tutorial-lead-title">特典を受け取ろう</h2>
      <ul className="tutorial-lead__list">
        {steps.map((step) => (
          <li key={step.key} className={`tutorial-lead__item${step.done ? ' tutorial-lead__item--done' : ''}`}>
            <strong>{step.title}</strong>
            {step.done && <span className="tutorial-lead__done">（達成済み）</span>}
            <p>{step.description}</p>
            <a href={step.link}>{step.linkText}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
