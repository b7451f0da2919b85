import type { NextFunction, Request, Response } from "express";
import { bodySize, MAX_BODY_BYTES, refuseLargeBodies } from "./bodyLimit";

function run(req: Partial<Request> & { rawBody?: Buffer }) {
  const res = { statusCode: 200, body: undefined as unknown } as Response & { body: unknown };
  res.status = (code: number) => ((res.statusCode = code), res);
  res.json = (body: unknown) => ((res.body = body), res);
  const next = jest.fn() as NextFunction;
  refuseLargeBodies()(req as Request, res, next);
  return { res, next };
}

describe("limite de taille du corps de requête", () => {
  it("prend la taille du corps déjà lu par Cloud Functions (rawBody) avant l'en-tête Content-Length", () => {
    expect(bodySize({ headers: { "content-length": "10" }, rawBody: Buffer.alloc(20) })).toBe(20);
    expect(bodySize({ headers: { "content-length": "10" } })).toBe(10);
    expect(bodySize({ headers: {} })).toBeNull();
  });

  it("refuse au-delà de 1 Mo avec 413 et un message en français", () => {
    const { res, next } = run({ headers: {}, rawBody: Buffer.alloc(MAX_BODY_BYTES + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({
      errors: [{ message: "Requête trop volumineuse : le corps ne doit pas dépasser 1 Mo.", extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    });
    expect(next).not.toHaveBeenCalled();
  });

  it("laisse passer 1 Mo tout juste", () => {
    const { res, next } = run({ headers: { "content-length": String(MAX_BODY_BYTES) } });
    expect(next).toHaveBeenCalled();
    expect(res.statusCode).toBe(200);
  });
});
