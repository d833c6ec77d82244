import { Router, type RequestHandler } from 'express';

/** GET /health: the function is up and routing (touches no backend). */
export const getHealth: RequestHandler = (_req, res) => {
  res.json({ ok: true });
};

export const healthRouter = Router().get('/health', getHealth);
