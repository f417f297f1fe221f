import { describe, expect, it } from 'vitest';
import { trialStatusDisplay } from './trial-status.ts';

describe('trialStatusDisplay', () => {
  it.each([
    ['RECRUITING', 'green', 'Recruiting'],
    ['NOT_YET_RECRUITING', 'yellow', 'Not yet recruiting'],
    ['ACTIVE_NOT_RECRUITING', 'blue', 'Active'],
    ['COMPLETED', 'gray', 'Completed'],
    ['SUSPENDED', 'red', 'Suspended'],
    ['TERMINATED', 'red', 'Terminated'],
    ['ENROLLING_BY_INVITATION', 'yellow', 'Enrolling by invitation'],
    ['', 'yellow', 'Unknown'],
  ])('%s shows %s %s', (status, tone, label) => {
    expect(trialStatusDisplay(status)).toEqual({ tone, label });
  });
});
