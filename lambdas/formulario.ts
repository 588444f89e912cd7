// placeholder: replaced by feat/api
// Lets the CDK app synthesize on this branch; the real handler (validation, SES, logging)
// arrives with the contact-API branch at this same path.
import type { APIGatewayProxyResult } from 'aws-lambda';

export const handler = async (): Promise<APIGatewayProxyResult> => ({
  statusCode: 503,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ statusCode: 503, message: 'Servicio no disponible' }),
});
