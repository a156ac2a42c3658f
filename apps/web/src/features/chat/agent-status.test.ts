import { describe, expect, it } from 'vitest';
import { agentStatusReducer } from './agent-status.ts';

describe('agent status (§4)', () => {
  it('goes idle → connecting → connected and back to idle', () => {
    const connecting = agentStatusReducer('idle', 'request');
    expect(connecting).toBe('connecting');
    expect(agentStatusReducer(connecting, 'connected')).toBe('connected');
    expect(agentStatusReducer('connected', 'end')).toBe('idle');
    expect(agentStatusReducer('connecting', 'unavailable')).toBe('idle');
  });

  it('ignores events out of order', () => {
    expect(agentStatusReducer('idle', 'connected')).toBe('idle');
    expect(agentStatusReducer('connected', 'request')).toBe('connected');
  });
});
