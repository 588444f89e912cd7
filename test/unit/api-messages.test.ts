/**
 * The API speaks with one voice: every answer API Gateway gives by itself carries one of the
 * contract's messages, the same words the handlers use, never a literal of its own.
 */
import { describe, expect, it } from 'vitest';
import { answersWith, apiMessages } from '../../contract/contact-api';
import { envelopeTemplate, gatewayAnswers } from '../../infra/api/gateway-responses';

const contractMessages = new Set<string>(Object.values(apiMessages));

describe('the gateway’s own answers', () => {
  it.each(gatewayAnswers.map((answer) => [String(answer.type.responseType), answer] as const))(
    '%s answers a message of the contract',
    (_type, answer) => {
      expect(contractMessages.has(answer.message)).toBe(true);
      expect(JSON.parse(envelopeTemplate(answer))).toEqual({
        statusCode: answer.statusCode,
        message: answer.message,
      });
    },
  );

  it('covers the refusals, the throttle and the failures of the service', () => {
    const messages = new Set(gatewayAnswers.map((answer) => answer.message));
    for (const message of [
      apiMessages.invalidRequest,
      apiMessages.tooManyRequests,
      apiMessages.accessDenied,
      apiMessages.gatewayTimeout,
      apiMessages.serviceUnavailable,
      apiMessages.internalError,
    ]) {
      expect(messages.has(message)).toBe(true);
    }
  });
});

describe('answersWith: what the smoke check and the hourly check expect of their probe', () => {
  it('is the envelope with that message', () => {
    expect(
      answersWith(
        JSON.stringify({ statusCode: 415, message: apiMessages.unsupportedMediaType }),
        apiMessages.unsupportedMediaType,
      ),
    ).toBe(true);
  });

  it('is not another answer, a body without a message, or no JSON at all', () => {
    const expected = apiMessages.unsupportedMediaType;
    expect(answersWith(JSON.stringify({ message: apiMessages.tooManyRequests }), expected)).toBe(
      false,
    );
    expect(answersWith(JSON.stringify({ statusCode: 415 }), expected)).toBe(false);
    expect(answersWith('Unsupported Media Type', expected)).toBe(false);
  });
});
