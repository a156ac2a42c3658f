import { useReducer } from 'react';

/** §4 human agent status. Only 'idle' is ever reached today: no event below is dispatched yet. */
export type AgentStatus = 'idle' | 'connecting' | 'connected';
export type AgentEvent = 'request' | 'connected' | 'unavailable' | 'end';

export function agentStatusReducer(status: AgentStatus, event: AgentEvent): AgentStatus {
  switch (event) {
    case 'request':
      return status === 'idle' ? 'connecting' : status;
    case 'connected':
      return status === 'connecting' ? 'connected' : status;
    case 'unavailable':
    case 'end':
      return 'idle';
  }
}

/** The chat's agent status, starting idle (§4). */
export function useAgentStatus() {
  return useReducer(agentStatusReducer, 'idle');
}
