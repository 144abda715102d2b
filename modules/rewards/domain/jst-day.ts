/** Japan-time days live in platform/ (domain-free, shared by rewards, notices and campaigns). */
export * from '#platform/time/jst-day.ts';
