import { DEFAULT_TILE_ATTRIBUTION, mapTileOrigin, mapTilesFromEnv } from "./map-tiles";

describe("map tiles", () => {
  it("are off without a maps key, or with `off`", () => {
    expect(mapTilesFromEnv({})).toBeNull();
    expect(mapTilesFromEnv({ NEXT_PUBLIC_MAPS_API_KEY: "off" })).toBeNull();
    expect(mapTileOrigin({ NEXT_PUBLIC_MAPS_API_KEY: " " })).toBeNull();
  });
  it("default to MapTiler with the key in the query and its attribution", () => {
    const tiles = mapTilesFromEnv({ NEXT_PUBLIC_MAPS_API_KEY: "a b" });
    expect(tiles?.url).toBe("https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key=a%20b");
    expect(tiles?.attribution).toBe(DEFAULT_TILE_ATTRIBUTION);
    expect(mapTileOrigin({ NEXT_PUBLIC_MAPS_API_KEY: "k" })).toBe("https://api.maptiler.com");
  });
  it("follow MAPS_TILE_URL (a local tile server in tests)", () => {
    const env = { NEXT_PUBLIC_MAPS_API_KEY: "k", MAPS_TILE_URL: "http://127.0.0.1:4010/tiles/{z}/{x}/{y}.png?api_key={key}" };
    expect(mapTilesFromEnv(env)?.url).toBe("http://127.0.0.1:4010/tiles/{z}/{x}/{y}.png?api_key=k");
    expect(mapTileOrigin(env)).toBe("http://127.0.0.1:4010");
  });
});
