import { authEmulatorPort, firestoreEmulatorPort } from "./emulatorPorts";

describe("authEmulatorPort : l'émulateur Auth de la pile locale qui sert la console", () => {
  it("pile 0 (Hosting 5000), pile 1 (5010) : 9099 et 9109", () => {
    expect(authEmulatorPort(5000)).toBe(9099);
    expect(authEmulatorPort(5010)).toBe(9109);
    expect(authEmulatorPort(5090)).toBe(9189);
  });

  it("tout autre port (Vite 5173, un port sans numéro) : la pile 0", () => {
    expect(authEmulatorPort(5173)).toBe(9099);
    expect(authEmulatorPort(0)).toBe(9099);
    expect(authEmulatorPort(5005)).toBe(9099);
    expect(authEmulatorPort(5100)).toBe(9099);
  });
});

it("firestoreEmulatorPort : 8080 pour la pile 0 (et Vite), 8090 pour la pile 1", () => {
  expect(firestoreEmulatorPort(5000)).toBe(8080);
  expect(firestoreEmulatorPort(5173)).toBe(8080);
  expect(firestoreEmulatorPort(5010)).toBe(8090);
});
