/**
 * Every title item of the list and search answers carries the spec's Title fields that decision 054
 * added (issue 18 item 3): imageName, campaignDate, badgeIconUrl, isSelected, isMiddle, and for
 * members isPurchased / isFavorite (false for visitors).
 */
import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { createTestApp } from './testing/test-app.ts';

const { app } = await createTestApp();
const anonymous = clientFor(app, csrfHeaders.Cookie);

type Card = Record<string, unknown> & { titleCode: string };
const FIELDS = ['imageName', 'campaignDate', 'badgeIconUrl', 'isSelected', 'isMiddle', 'isPurchased', 'isFavorite'];

async function results(client: { get: (path: string) => Promise<Response> }, path: string): Promise<Card[]> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  const body = (await response.json()) as { success: boolean; results: Card[] };
  expect(body.success).toBe(true);
  expect(body.results.length, path).toBeGreaterThan(0);
  return body.results;
}

describe('title item fields in list and search answers', () => {
  it('has them, with their types, for visitors and members', async () => {
    const member = await signUpMember(app);
    for (const client of [anonymous, member]) {
      for (const path of ['/api/v1/titles/all/', '/api/v1/titles/free/', '/api/v1/search/?genre=1111', '/api/v1/search/?keyword=%E3%81%AE']) {
        for (const card of await results(client, path)) {
          for (const field of FIELDS) expect(card, `${path} ${field}`).toHaveProperty(field);
          expect(card.imageName).toBe(card.titleCode);
          expect(card.campaignDate === null || !Number.isNaN(Date.parse(String(card.campaignDate)))).toBe(true);
          expect(card.badgeIconUrl).toBeNull();
          expect(card).toMatchObject({ isSelected: false, isMiddle: false });
          expect(typeof card.isPurchased).toBe('boolean');
          expect(typeof card.isFavorite).toBe('boolean');
          if (client === anonymous) expect(card).toMatchObject({ isPurchased: false, isFavorite: false });
        }
      }
    }
  });

  it('a running campaign gives campaignDate (its end), and campaign text with it', async () => {
    const cards = await results(anonymous, '/api/v1/titles/campaign/');
    const dated = cards.filter((c) => c.campaignDate !== null);
    for (const card of dated) expect(card.campaignText).not.toBeNull();
  });
});
