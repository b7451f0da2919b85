import { createBrowserRouter } from "react-router-dom";
import { GuestOnly, RequireAdmin } from "./guards";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./NotFoundPage";
import { RoutePage } from "./RoutePage";
import { loginRoute, shellRoutes } from "./routes";

export const router = createBrowserRouter([
  {
    element: <GuestOnly />,
    children: [{ path: loginRoute.path, element: <RoutePage route={loginRoute} /> }],
  },
  {
    element: <RequireAdmin />,
    children: [
      {
        element: <AppLayout />,
        children: [
          ...shellRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
