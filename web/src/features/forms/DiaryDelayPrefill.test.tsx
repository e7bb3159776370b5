// "Fill from the site diary" on a Delay Notice: the diaries' delays between the two days typed fill the notice's
// answers (the estimate as the number field's text); a range with no delays says so and fills nothing; only a
// template with the Delay Notice's fields offers it.
import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seedSession } from '../../test/render';
import { DiaryDelayPrefill, takesDiaryDelays } from './DiaryDelayPrefill';
import { DiaryDelayPrefillDocument } from './forms.api';

const prefill = (from: string, to: string, entries: number): MockLink.MockedResponse => ({
  request: { query: DiaryDelayPrefillDocument, variables: { projectId: 'p1', from, to } },
  result: {
    data: {
      diaryDelayPrefill: {
        __typename: 'DiaryDelayPrefill',
        lost_hours: entries ? 12.5 : 0,
        entries: Array.from({ length: entries }, (_, i) => ({
          __typename: 'DiaryDelayEntry',
          date: '2026-07-0' + (i + 1),
          reason: 'Exceptionally adverse weather',
          lost_hours: 6,
        })),
        answers: {
          __typename: 'DelayNoticeAnswers',
          occurred_on: entries ? '2026-07-01' : null,
          cause: entries ? 'Exceptionally adverse weather' : '',
          description: entries ? '01/07/2026: Exceptionally adverse weather (6 hours lost)' : '',
          estimated_delay_days: entries ? 2 : 0,
        },
      },
    },
  },
});

async function fillRange(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await user.clear(screen.getByLabelText('Diary from'));
  await user.type(screen.getByLabelText('Diary from'), from);
  await user.clear(screen.getByLabelText('Diary to'));
  await user.type(screen.getByLabelText('Diary to'), to);
  await user.click(screen.getByRole('button', { name: 'Fill from the site diary' }));
}

describe('DiaryDelayPrefill', () => {
  it('fills the Delay Notice’s answers from the diaries', async () => {
    seedSession('supervisor');
    const onAnswers = vi.fn();
    renderRoutes([{ path: '/', element: <DiaryDelayPrefill projectId="p1" onAnswers={onAnswers} /> }], '/', [
      prefill('2026-07-01', '2026-07-07', 2),
    ]);
    await fillRange(userEvent.setup(), '01/07/2026', '07/07/2026');
    expect(await screen.findByText('Filled from 2 diary entries: 12.5 hours lost')).toBeTruthy();
    expect(onAnswers).toHaveBeenCalledWith({
      occurred_on: '2026-07-01',
      cause: 'Exceptionally adverse weather',
      description: '01/07/2026: Exceptionally adverse weather (6 hours lost)',
      estimated_delay_days: '2',
    });
  });

  it('says so when the diaries hold no delays, and fills nothing', async () => {
    seedSession('supervisor');
    const onAnswers = vi.fn();
    renderRoutes([{ path: '/', element: <DiaryDelayPrefill projectId="p1" onAnswers={onAnswers} /> }], '/', [
      prefill('2026-08-01', '2026-08-07', 0),
    ]);
    await fillRange(userEvent.setup(), '01/08/2026', '07/08/2026');
    expect(await screen.findByText('No delays in the diary from 01/08/2026 to 07/08/2026')).toBeTruthy();
    expect(onAnswers).not.toHaveBeenCalled();
  });

  it('is offered only on a template with the Delay Notice’s fields', () => {
    const keys = (...k: string[]) => k.map((key) => ({ key }));
    expect(
      takesDiaryDelays(keys('occurred_on', 'cause', 'description', 'estimated_delay_days', 'photos')),
    ).toBe(true);
    expect(takesDiaryDelays(keys('location', 'issue_type', 'description'))).toBe(false);
  });
});
