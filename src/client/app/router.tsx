import { createBrowserRouter } from 'react-router';
import { AboutPage } from '#client/routes/about';
import { AddTripPage } from '#client/routes/add-trip';
import { DiscoverPage } from '#client/routes/discover';
import { ExplorePage } from '#client/routes/explore';
import { LandingPage } from '#client/routes/landing';
import { LoginPage } from '#client/routes/login';
import { MyTripsPage } from '#client/routes/my-trips';
import { NotFoundPage } from '#client/routes/not-found';
import { PreviousTripsPage } from '#client/routes/previous-trips';
import { ProfilePage } from '#client/routes/profile';
import { RegisterPage } from '#client/routes/register';
import { SearchPage } from '#client/routes/search';
import { TripDetailPage } from '#client/routes/trip-detail';
import { ViewAllPage } from '#client/routes/view-all';
import { WishlistDetailPage } from '#client/routes/wishlist-detail';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every screen of spec point 2, one module per URL. */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'discover', element: <DiscoverPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'my-trip', element: <MyTripsPage /> },
      { path: 'explore', element: <ExplorePage /> },
      { path: 'previous-trips', element: <PreviousTripsPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'add', element: <AddTripPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'trips/:id', element: <TripDetailPage /> },
      { path: 'profile/:id', element: <ProfilePage /> },
      { path: 'wishlist-detail/:id', element: <WishlistDetailPage /> },
      { path: 'view-all', element: <ViewAllPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
