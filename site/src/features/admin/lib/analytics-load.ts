import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';

/**
 * The Analytics section's figures and the period asked for. Figures on screen stay while another
 * period loads and when it cannot be loaded (the lists' and the Readiness panel's rule): the
 * period chosen then goes back to the one the figures are for, so the two never disagree, and the
 * section says what failed with a way to ask again.
 */
interface FiguresState {
  /** The figures on screen and the period they are for. */
  shown: { days: number; summary: AnalyticsSummary } | undefined;
  /** The period chosen (the select's value). */
  days: number;
  /** Figures for `days` are on their way. */
  loading: boolean;
  /** The last period that could not be loaded, and why. */
  failed: { days: number; message: string } | undefined;
}

export type FiguresEvent =
  | { type: 'ask'; days: number }
  | { type: 'answer'; days: number; summary: AnalyticsSummary }
  | { type: 'fail'; days: number; message: string };

export const firstFigures = (days: number): FiguresState => ({
  shown: undefined,
  days,
  loading: true,
  failed: undefined,
});

export function figuresReducer(state: FiguresState, event: FiguresEvent): FiguresState {
  switch (event.type) {
    case 'ask':
      return { ...state, days: event.days, loading: true, failed: undefined };
    case 'answer':
      // An answer for a period the owner has since moved away from is not shown.
      if (event.days !== state.days) return state;
      return { ...state, shown: { days: event.days, summary: event.summary }, loading: false };
    case 'fail':
      if (event.days !== state.days) return state;
      return {
        ...state,
        days: state.shown?.days ?? event.days,
        loading: false,
        failed: { days: event.days, message: event.message },
      };
  }
}
