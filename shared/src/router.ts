/**
 * `@wellness/shared/router`: the page's one copy of React Router, as a federated singleton. A shared module
 * cannot be tree-shaken, and all of react-router-dom 7 (data routers, server rendering, …) is about 62 KB
 * gzip; this module names the parts the site uses, so the singleton carries only those (taken from
 * react-router, of which react-router-dom 7 is a re-export). Import routing from here, not from
 * 'react-router-dom'.
 */
export type { LinkProps, NavigateFunction, NavLinkProps } from 'react-router';
export { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
