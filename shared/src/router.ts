/**
 * `@wellness/shared/router`: the page's one copy of React Router, as a federated singleton. A shared module
 * cannot be tree-shaken, and all of react-router-dom 7 (data routers, server rendering, …) is about 62 KB
 * gzip; this module names the parts the site uses, so the singleton carries only those (taken from
 * react-router, of which react-router-dom 7 is a re-export). Import routing from here, not from
 * 'react-router-dom'.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router';

export type { LinkProps, NavigateFunction, NavLinkProps } from 'react-router';
export { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';

/**
 * A remote's router: the shell's, when the remote renders in the shell's React tree (one router hears
 * every navigation), or one of its own on its team's standalone page. React Router allows no router
 * inside another.
 */
export function PageRouter({ children }: { children: ReactNode }) {
  return useInRouterContext() ? createElement(Fragment, null, children) : createElement(BrowserRouter, null, children);
}
