export type TrialStatusTone = 'green' | 'blue' | 'gray' | 'red' | 'yellow';

export interface TrialStatusDisplay {
  tone: TrialStatusTone;
  label: string;
}

const humanise = (status: string): string => {
  const words = status.trim().replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * SPEC.md section 4's colours and labels, by substring of the lowercase status. Two statuses that
 * contain 'recruiting' but are not recruiting are caught first: the seed's order showed
 * NOT_YET_RECRUITING and ACTIVE_NOT_RECRUITING as 'Recruiting', telling a patient they could
 * enrol when they cannot.
 */
export function trialStatusDisplay(status: string): TrialStatusDisplay {
  const value = status.trim().toLowerCase();
  if (value.includes('not_yet_recruiting') || value.includes('not yet recruiting')) {
    return { tone: 'yellow', label: 'Not yet recruiting' };
  }
  if (value.includes('active')) return { tone: 'blue', label: 'Active' };
  if (value.includes('recruiting')) return { tone: 'green', label: 'Recruiting' };
  if (value.includes('completed')) return { tone: 'gray', label: 'Completed' };
  if (value.includes('suspended')) return { tone: 'red', label: 'Suspended' };
  if (value.includes('terminated')) return { tone: 'red', label: 'Terminated' };
  return { tone: 'yellow', label: humanise(status) || 'Unknown' };
}

export const trialStatusLabel = (status: string): string => trialStatusDisplay(status).label;

/** The 'New' badge: the trial is enrolling now. */
export const isRecruitingNow = (status: string): boolean =>
  status.trim().toUpperCase() === 'RECRUITING';
