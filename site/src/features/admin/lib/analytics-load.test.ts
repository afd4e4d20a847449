import { describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';
import { type FiguresEvent, figuresReducer, firstFigures } from './analytics-load.ts';
import { FIGURES_TEXTS } from './analytics-texts.ts';

/** Only the identity of a summary matters here: which period's answer is on screen. */
const summaryOf = (days: number) => ({ days }) as unknown as AnalyticsSummary;
const run = (...events: FiguresEvent[]) => events.reduce(figuresReducer, firstFigures(30));

describe("the Analytics section's figures and period", () => {
  it('when another period cannot be loaded, then the figures on screen stay and the period chosen goes back to theirs', () => {
    const state = run(
      { type: 'ask', days: 30 },
      { type: 'answer', days: 30, summary: summaryOf(30) },
      { type: 'ask', days: 7 },
      { type: 'fail', days: 7, message: 'offline' },
    );
    expect(state).toEqual({
      shown: { days: 30, summary: summaryOf(30) },
      days: 30,
      loading: false,
      failed: { days: 7, message: 'offline' },
    });
  });

  it('while another period loads, then the figures on screen stay and the period chosen is the new one', () => {
    const state = run({ type: 'answer', days: 30, summary: summaryOf(30) }, { type: 'ask', days: 90 });
    expect(state).toMatchObject({ shown: { days: 30 }, days: 90, loading: true, failed: undefined });
  });

  it('when an answer comes for a period the owner moved away from, then it is not shown', () => {
    const state = run(
      { type: 'answer', days: 30, summary: summaryOf(30) },
      { type: 'ask', days: 7 },
      { type: 'ask', days: 90 },
      { type: 'answer', days: 7, summary: summaryOf(7) },
      { type: 'fail', days: 7, message: 'late' },
    );
    expect(state).toMatchObject({ shown: { days: 30 }, days: 90, loading: true, failed: undefined });
  });

  it('when the first load fails, then there is nothing to keep and the failure is kept to say', () => {
    expect(run({ type: 'fail', days: 30, message: 'offline' })).toEqual({
      shown: undefined,
      days: 30,
      loading: false,
      failed: { days: 30, message: 'offline' },
    });
  });

  it('when asked again after a failure, then the failure is no longer said', () => {
    const state = run(
      { type: 'answer', days: 30, summary: summaryOf(30) },
      { type: 'ask', days: 7 },
      { type: 'fail', days: 7, message: 'offline' },
      { type: 'ask', days: 7 },
      { type: 'answer', days: 7, summary: summaryOf(7) },
    );
    expect(state).toEqual({
      shown: { days: 7, summary: summaryOf(7) },
      days: 7,
      loading: false,
      failed: undefined,
    });
  });

  it('names the periods in the sentences as the owner chose them', () => {
    expect(FIGURES_TEXTS.loading(90)).toBe('Loading the figures for the last 3 months...');
    expect(FIGURES_TEXTS.notLoaded(7, 365, 'Please try again.')).toBe(
      'Could not show the figures for the last 7 days: these are still those for the last 12 months. Please try again.',
    );
  });
});
