/** The tutorial lead (spec §7 `GET /api/reward/v1/tutorial/lead/`, decision 050). */
export { createTutorialLead, TUTORIAL_LEAD_DAYS, type TutorialLead, type TutorialLeadItem } from './tutorial-lead.ts';
export { tutorialRouter } from './tutorial-router.ts';
