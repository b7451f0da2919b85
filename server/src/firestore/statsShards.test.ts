import { DEFAULT_SHARD_COUNT, shardCount, shardOf } from "./statsShards";

describe("compteurs répartis des agrégats", () => {
  it("un même événement tombe toujours sur le même fragment (une relivraison aussi)", () => {
    expect(shardOf("event-123", 8)).toBe(shardOf("event-123", 8));
  });

  it("les événements se répartissent sur tous les fragments", () => {
    const counts = new Array(8).fill(0);
    for (let i = 0; i < 8000; i++) counts[shardOf(`projects/demo/events/${i}-${i * 7919}`, 8)] += 1;
    for (const n of counts) expect(n).toBeGreaterThan(800); // 1000 each on average
  });

  it("un seul fragment : tout va au fragment 0", () => {
    expect(shardOf("anything", 1)).toBe(0);
  });

  it.each([
    [undefined, DEFAULT_SHARD_COUNT],
    ["1", 1],
    ["16", 16],
    ["0", DEFAULT_SHARD_COUNT],
    ["17", DEFAULT_SHARD_COUNT],
    ["2.5", DEFAULT_SHARD_COUNT],
    ["abc", DEFAULT_SHARD_COUNT],
  ])("ATELIER_STATS_SHARDS=%s → %s fragments", (value, expected) => {
    expect(shardCount({ ATELIER_STATS_SHARDS: value })).toBe(expected);
  });
});
