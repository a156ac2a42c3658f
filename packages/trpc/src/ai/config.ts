/** The AI settings of ServerConfig (from AI_* environment variables); all optional. */
export type AiConfig = {
  /** An OpenAI-compatible chat server, e.g. http://localhost:11434/v1; unset = offline concierge. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** An OpenAI-compatible server with /audio/transcriptions; unset = voice input unavailable. */
  transcribeBaseUrl?: string | undefined;
  transcribeModel?: string | undefined;
};
