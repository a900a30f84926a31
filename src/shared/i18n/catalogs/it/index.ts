import type { Messages } from '../en';
import common from './common';
import errors from './errors';
import app from './app';
import auth from './auth';
import landing from './landing';
import about from './about';
import profile from './profile';
import language from './language';
import search from './search';
import sharedTrip from './shared-trip';
import trips from './trips';
import wishlists from './wishlists';
import places from './places';
import weather from './weather';
import suggestions from './suggestions';
import costs from './costs';
import compare from './compare';
import discover from './discover';
import watches from './watches';
import notifications from './notifications';
import plan from './plan';
import thingsToDo from './things-to-do';
import calendar from './calendar';
import companions from './companions';
import bookings from './bookings';
import map from './map';
import mail from './mail';
import notices from './notices';
import feed from './feed';

export const messages: Messages = {
  ...common,
  ...errors,
  ...app,
  ...auth,
  ...landing,
  ...about,
  ...profile,
  ...language,
  ...search,
  ...sharedTrip,
  ...trips,
  ...wishlists,
  ...places,
  ...weather,
  ...suggestions,
  ...costs,
  ...compare,
  ...discover,
  ...watches,
  ...notifications,
  ...plan,
  ...thingsToDo,
  ...calendar,
  ...companions,
  ...bookings,
  ...map,
  ...mail,
  ...notices,
  ...feed,
};
