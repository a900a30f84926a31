/** Where to read the weather: the parts of a trip's address. */
export interface WeatherPlace {
  city: string;
  state?: string;
  country?: string;
}

export interface CurrentWeather {
  /** OpenWeatherMap-style words ("clear sky", "light rain"); the client picks an icon from them. */
  description: string;
  temperatureC: number;
  /** The place the reading is for. */
  placeName: string;
  attribution: string;
}

/** Current weather, in our terms. Errors are AppErrors: 404 unknown place, 502 upstream. */
export interface WeatherProvider {
  readonly adapter: string;
  current(place: WeatherPlace): Promise<CurrentWeather>;
}
