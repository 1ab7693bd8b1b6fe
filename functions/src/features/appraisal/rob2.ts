// RoB 2, Cochrane's risk-of-bias tool for randomised trials (Sterne et al. 2019, BMJ 366:l4898;
// full guidance: Higgins, Savović, Page, Sterne, 22 August 2019), for the effect of assignment to
// the intervention (the intention-to-treat effect, which a review of a technology's adoption
// asks about). Each domain's judgement follows the guidance's algorithm from the answers to its
// signalling questions; the overall judgement is the worst domain's, and the reviewer may raise
// "some concerns in several domains" to high, saying why — the tool leaves that to judgement.
//
// Answers: Y yes, PY probably yes, PN probably no, N no, NI no information; NA where a question
// is not asked because of an earlier answer (`asked` says which are).

export type Answer = 'Y' | 'PY' | 'PN' | 'N' | 'NI';
export type Rob2Judgement = 'low' | 'some concerns' | 'high';
export type Rob2Domain = 'D1' | 'D2' | 'D3' | 'D4' | 'D5';

export const ROB2_DOMAINS: Record<Rob2Domain, string> = {
  D1: 'Bias arising from the randomisation process',
  D2: 'Bias due to deviations from intended interventions',
  D3: 'Bias due to missing outcome data',
  D4: 'Bias in measurement of the outcome',
  D5: 'Bias in selection of the reported result',
};

/** The signalling questions, abridged from the tool's wording. */
export const ROB2_QUESTIONS = {
  '1.1': 'Was the allocation sequence random?',
  '1.2': 'Was the allocation sequence concealed until participants were enrolled and assigned?',
  '1.3': 'Did baseline differences between groups suggest a problem with randomisation?',
  '2.1': 'Were participants aware of their assigned intervention during the trial?',
  '2.2': 'Were carers and people delivering the interventions aware of assignment?',
  '2.3':
    'Were there deviations from the intended intervention that arose because of the trial context?',
  '2.4': 'Were these deviations likely to have affected the outcome?',
  '2.5': 'Were these deviations balanced between groups?',
  '2.6': 'Was an appropriate analysis used to estimate the effect of assignment?',
  '2.7':
    'Was there potential for a substantial impact of failing to analyse participants in the group to which they were randomised?',
  '3.1': 'Were data for this outcome available for all, or nearly all, participants randomised?',
  '3.2': 'Is there evidence that the result was not biased by missing outcome data?',
  '3.3': 'Could missingness in the outcome depend on its true value?',
  '3.4': 'Is it likely that missingness in the outcome depended on its true value?',
  '4.1': 'Was the method of measuring the outcome inappropriate?',
  '4.2': 'Could measurement or ascertainment of the outcome have differed between groups?',
  '4.3': 'Were outcome assessors aware of the intervention received by participants?',
  '4.4': 'Could assessment of the outcome have been influenced by knowledge of the intervention?',
  '4.5':
    'Is it likely that assessment of the outcome was influenced by knowledge of the intervention?',
  '5.1':
    'Was the trial analysed in accordance with a pre-specified plan finalised before unblinded outcome data were available?',
  '5.2': 'Is the result likely to have been selected from multiple eligible outcome measurements?',
  '5.3': 'Is the result likely to have been selected from multiple eligible analyses of the data?',
} as const;

export type Rob2Question = keyof typeof ROB2_QUESTIONS;
export type Rob2Answers = Partial<Record<Rob2Question, Answer>>;

export interface DomainResult {
  /** Null while a question the algorithm needs is unanswered (`missing` names it). */
  judgement: Rob2Judgement | null;
  missing?: Rob2Question;
  /** The path through the algorithm, in words, shown beside the judgement. */
  because: string;
}

const yes = (a: Answer | undefined) => a === 'Y' || a === 'PY';
const no = (a: Answer | undefined) => a === 'N' || a === 'PN';
const ni = (a: Answer | undefined) => a === 'NI';

type Step = { judgement: Rob2Judgement; because: string } | { missing: Rob2Question };

function need(answers: Rob2Answers, q: Rob2Question): Answer | { missing: Rob2Question } {
  return answers[q] ?? { missing: q };
}

function domain1(a: Rob2Answers): Step {
  const q12 = need(a, '1.2');
  if (typeof q12 !== 'string') return q12;
  if (no(q12)) return { judgement: 'high', because: 'Allocation was not concealed (1.2).' };
  const q13 = need(a, '1.3');
  if (typeof q13 !== 'string') return q13;
  if (ni(q12))
    return yes(q13)
      ? {
          judgement: 'high',
          because: 'Concealment unknown (1.2) and baseline differences suggest a problem (1.3).',
        }
      : { judgement: 'some concerns', because: 'No information on concealment (1.2).' };
  const q11 = need(a, '1.1');
  if (typeof q11 !== 'string') return q11;
  if (no(q11))
    return {
      judgement: 'some concerns',
      because: 'Concealed, but the sequence was not random (1.1).',
    };
  if (yes(q13))
    return {
      judgement: 'some concerns',
      because: 'Concealed, but baseline differences suggest a problem (1.3).',
    };
  return {
    judgement: 'low',
    because: 'Random (or unknown) sequence, concealed, no worrying baseline differences.',
  };
}

function domain2(a: Rob2Answers): Step {
  const q21 = need(a, '2.1');
  if (typeof q21 !== 'string') return q21;
  const q22 = need(a, '2.2');
  if (typeof q22 !== 'string') return q22;
  let part1: { judgement: Rob2Judgement; because: string };
  if (no(q21) && no(q22))
    part1 = { judgement: 'low', because: 'Participants and carers unaware of assignment' };
  else {
    const q23 = need(a, '2.3');
    if (typeof q23 !== 'string') return q23;
    if (no(q23))
      part1 = { judgement: 'low', because: 'no deviations arose from the trial context' };
    else if (ni(q23))
      part1 = { judgement: 'some concerns', because: 'no information on deviations (2.3)' };
    else {
      const q24 = need(a, '2.4');
      if (typeof q24 !== 'string') return q24;
      if (no(q24))
        part1 = {
          judgement: 'some concerns',
          because: 'deviations unlikely to have affected the outcome (2.4)',
        };
      else {
        const q25 = need(a, '2.5');
        if (typeof q25 !== 'string') return q25;
        part1 = yes(q25)
          ? { judgement: 'some concerns', because: 'deviations balanced between groups (2.5)' }
          : {
              judgement: 'high',
              because: 'deviations that affected the outcome, not balanced (2.5)',
            };
      }
    }
  }
  const q26 = need(a, '2.6');
  if (typeof q26 !== 'string') return q26;
  let part2: { judgement: Rob2Judgement; because: string };
  if (yes(q26)) part2 = { judgement: 'low', because: 'appropriate analysis (2.6)' };
  else {
    const q27 = need(a, '2.7');
    if (typeof q27 !== 'string') return q27;
    part2 = no(q27)
      ? {
          judgement: 'some concerns',
          because: 'analysis not appropriate, impact not substantial (2.7)',
        }
      : {
          judgement: 'high',
          because: 'analysis not appropriate, potential substantial impact (2.7)',
        };
  }
  const judgement: Rob2Judgement =
    part1.judgement === 'high' || part2.judgement === 'high'
      ? 'high'
      : part1.judgement === 'low' && part2.judgement === 'low'
        ? 'low'
        : 'some concerns';
  return { judgement, because: `${part1.because}; ${part2.because}.` };
}

function domain3(a: Rob2Answers): Step {
  const q31 = need(a, '3.1');
  if (typeof q31 !== 'string') return q31;
  if (yes(q31))
    return { judgement: 'low', because: 'Data available for (nearly) all participants (3.1).' };
  const q32 = need(a, '3.2');
  if (typeof q32 !== 'string') return q32;
  if (yes(q32))
    return {
      judgement: 'low',
      because: 'Evidence the result was not biased by missing data (3.2).',
    };
  const q33 = need(a, '3.3');
  if (typeof q33 !== 'string') return q33;
  if (no(q33))
    return { judgement: 'low', because: 'Missingness could not depend on the true value (3.3).' };
  const q34 = need(a, '3.4');
  if (typeof q34 !== 'string') return q34;
  return no(q34)
    ? {
        judgement: 'some concerns',
        because: 'Missingness could, but is unlikely to, depend on the true value (3.4).',
      }
    : { judgement: 'high', because: 'Missingness likely depends on the true value (3.4).' };
}

function domain4(a: Rob2Answers): Step {
  const q41 = need(a, '4.1');
  if (typeof q41 !== 'string') return q41;
  if (yes(q41))
    return { judgement: 'high', because: 'The method of measurement was inappropriate (4.1).' };
  const q42 = need(a, '4.2');
  if (typeof q42 !== 'string') return q42;
  if (yes(q42))
    return { judgement: 'high', because: 'Measurement could have differed between groups (4.2).' };
  // With no information on 4.2, the best the rest can give is "some concerns".
  const best: Rob2Judgement = ni(q42) ? 'some concerns' : 'low';
  const unknown = ni(q42) ? ' No information on whether measurement differed (4.2).' : '';
  const q43 = need(a, '4.3');
  if (typeof q43 !== 'string') return q43;
  if (no(q43))
    return { judgement: best, because: `Assessors unaware of the intervention (4.3).${unknown}` };
  const q44 = need(a, '4.4');
  if (typeof q44 !== 'string') return q44;
  if (no(q44))
    return {
      judgement: best,
      because: `Knowledge of the intervention could not influence assessment (4.4).${unknown}`,
    };
  const q45 = need(a, '4.5');
  if (typeof q45 !== 'string') return q45;
  return no(q45)
    ? {
        judgement: 'some concerns',
        because: `Assessment could be, but unlikely was, influenced (4.5).${unknown}`,
      }
    : {
        judgement: 'high',
        because: 'Assessment likely influenced by knowledge of the intervention (4.5).',
      };
}

function domain5(a: Rob2Answers): Step {
  const q52 = need(a, '5.2');
  if (typeof q52 !== 'string') return q52;
  const q53 = need(a, '5.3');
  if (typeof q53 !== 'string') return q53;
  if (yes(q52) || yes(q53))
    return {
      judgement: 'high',
      because: 'The result was likely selected from several measurements or analyses (5.2, 5.3).',
    };
  if (ni(q52) || ni(q53))
    return {
      judgement: 'some concerns',
      because: 'No information on selection among measurements or analyses.',
    };
  const q51 = need(a, '5.1');
  if (typeof q51 !== 'string') return q51;
  return yes(q51)
    ? { judgement: 'low', because: 'Analysed as pre-specified; no sign of selection.' }
    : { judgement: 'some concerns', because: 'Not shown to follow a pre-specified plan (5.1).' };
}

const ALGORITHMS: Record<Rob2Domain, (a: Rob2Answers) => Step> = {
  D1: domain1,
  D2: domain2,
  D3: domain3,
  D4: domain4,
  D5: domain5,
};

/** One domain's judgement from its answers, with the path taken. */
export function rob2Domain(domain: Rob2Domain, answers: Rob2Answers): DomainResult {
  const step = ALGORITHMS[domain](answers);
  return 'missing' in step
    ? {
        judgement: null,
        missing: step.missing,
        because: `Question ${step.missing} is not answered yet.`,
      }
    : step;
}

/** The questions the algorithm asks, given the answers so far (the rest are "not applicable"). */
export function rob2Asked(domain: Rob2Domain, answers: Rob2Answers): Rob2Question[] {
  const asked: Rob2Question[] = [];
  const probe: Rob2Answers = {};
  // Walk the algorithm, adding each answer it asks for until it settles or waits.
  for (;;) {
    const step = ALGORITHMS[domain](probe);
    if (!('missing' in step)) return asked;
    asked.push(step.missing);
    const answer = answers[step.missing];
    if (!answer) return asked;
    probe[step.missing] = answer;
  }
}

export interface Rob2Overall {
  judgement: Rob2Judgement | null;
  domains: Record<Rob2Domain, DomainResult>;
  because: string;
  /** Set when several domains have some concerns: the tool lets the reviewer judge that high. */
  mayBeHigh: boolean;
}

/** The overall judgement: low only if every domain is low, high if any is high. */
export function rob2Overall(answers: Rob2Answers): Rob2Overall {
  const domains: Record<Rob2Domain, DomainResult> = {
    D1: rob2Domain('D1', answers),
    D2: rob2Domain('D2', answers),
    D3: rob2Domain('D3', answers),
    D4: rob2Domain('D4', answers),
    D5: rob2Domain('D5', answers),
  };
  const judgements = Object.values(domains).map((d) => d.judgement);
  const concerns = judgements.filter((j) => j === 'some concerns').length;
  if (judgements.includes('high'))
    return {
      judgement: 'high',
      domains,
      because: 'At least one domain is at high risk.',
      mayBeHigh: false,
    };
  if (judgements.includes(null))
    return {
      judgement: null,
      domains,
      because: 'Not every domain is judged yet.',
      mayBeHigh: false,
    };
  if (concerns === 0)
    return { judgement: 'low', domains, because: 'Every domain is at low risk.', mayBeHigh: false };
  return {
    judgement: 'some concerns',
    domains,
    because: `Some concerns in ${concerns} domain${concerns === 1 ? '' : 's'}, none at high risk.`,
    mayBeHigh: concerns > 1,
  };
}
